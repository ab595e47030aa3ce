import { Icon } from '../../../components/ui/icon'
import { QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useKyc } from '../api'
import { DOCUMENT_KINDS } from '../kyc-files'
import { KYC } from '../kyc-texts'
import { DocumentCard } from './document-card'
import './kyc.css'

/** The member centre's identity-verification page (decision 057): the state and the three documents. */
export default function KycPage() {
  const { t } = useTexts(KYC)
  const kyc = useKyc()
  return (
    <div className="centre-panel kyc">
      <p className="kyc__intro">{t('intro')}</p>
      <QueryView query={kyc} rows={4}>
        {(data) => (
          <>
            <section className={`kyc__status kyc__status--${data.status}`} aria-live="polite">
              <span className="kyc__badge">
                <Icon
                  name={data.status === 'verified' ? 'check' : data.status === 'rejected' ? 'alert' : 'shield'}
                  size={18}
                />
                {t(`status.${data.status}`)}
              </span>
              <p className="kyc__explain">{t(`explain.${data.status}`)}</p>
              {data.status === 'rejected' && data.reason ? (
                <p className="kyc__reason">{t('reason', { reason: data.reason })}</p>
              ) : null}
            </section>
            <div className="kyc__docs">
              {DOCUMENT_KINDS.map((kind) => (
                <DocumentCard
                  key={kind}
                  kind={kind}
                  latest={data.documents.find((d) => d.kind === kind)}
                  locked={data.status === 'verified'}
                />
              ))}
            </div>
          </>
        )}
      </QueryView>
    </div>
  )
}
