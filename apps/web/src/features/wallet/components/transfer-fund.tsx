import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Money, Panel } from '../../../components/ui/cashier'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { useBalance } from '../../../lib/account'
import { fromMinor, toMinor } from '../../../lib/amount'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { useSession } from '../../../lib/session-store'
import { walletName, type WalletView } from '../transfer-plan'
import { MAIN, merchantWalletQuery } from '../wallet-api'
import { WALLET } from '../wallet-texts'
import { VendorTransfer } from './vendor-transfer'
import './wallet.css'
import '../../../components/ui/icon-tile.css'

/** transferFund (my wallet): the main wallet, one wallet per transfer-mode vendor, transfers and all back. */
export default function TransferFund() {
  const token = useSession()?.token ?? ''
  const wallets = useQuery(merchantWalletQuery(token))
  return (
    <QueryView query={wallets} rows={3}>
      {(data) => <Wallets isSingle={data.isSingle} wallets={data.wallets} />}
    </QueryView>
  )
}

function Wallets({ isSingle, wallets }: { isSingle: boolean; wallets: WalletView[] }) {
  const { t } = useTexts(WALLET)
  const balance = useBalance()
  const currency = balance.data?.currency ?? ''
  const main = wallets.find((wallet) => wallet.walletType === 'MAIN')?.balance ?? '0.00'
  const vendors = wallets.filter((wallet) => wallet.walletType === 'VENDOR')
  const inGames = fromMinor(vendors.reduce((sum, wallet) => sum + toMinor(wallet.balance), 0n))
  const total = fromMinor(toMinor(main) + toMinor(inGames))
  const [preset, setPreset] = useState<{ from: string; to: string; at: number } | null>(null)
  // A new `at` remounts the form with this pair chosen, even when it is chosen twice.
  const choose = (from: string, to: string) => setPreset((last) => ({ from, to, at: (last?.at ?? 0) + 1 }))

  return (
    <div className="cashier-stack">
      <section className="wallet-hero" aria-label={t('total')}>
        <div className="wallet-hero__total">
          <span className="wallet-hero__label">{t('total')}</span>
          <Money amount={total} currency={currency} className="wallet-hero__amount" />
        </div>
        <dl className="wallet-hero__split">
          <div>
            <dt>
              <Icon name="wallet" size={16} />
              {t('main')}
            </dt>
            <dd>
              <Money amount={main} currency={currency} />
            </dd>
          </div>
          {!isSingle ? (
            <div>
              <dt>
                <Icon name="game" size={16} />
                {t('inGames')}
              </dt>
              <dd>
                <Money amount={inGames} currency={currency} />
              </dd>
            </div>
          ) : null}
        </dl>
        <button
          type="button"
          className={`wallet-hero__refresh icon-tile icon-tile--round icon-tile--outline${balance.isFetching ? ' wallet-hero__refresh--spinning' : ''}`}
          onClick={() => void balance.refetch()}
          aria-label={t('refresh')}
        >
          <Icon name="refresh" size={18} />
        </button>
      </section>

      {isSingle ? (
        <Panel className="wallet-single">
          <span className="wallet-single__icon" aria-hidden="true">
            <Icon name="check" size={22} />
          </span>
          <div className="wallet-single__text">
            <h4>{t('single.title')}</h4>
            <p>{t('single.body')}</p>
          </div>
          <div className="cashier-actions">
            <button
              type="button"
              className="button button--cta"
              onClick={() => openModal('memberCentre', { page: 'depositv2' })}
            >
              <Icon name="plus" size={16} />
              {t('deposit')}
            </button>
          </div>
        </Panel>
      ) : vendors.length === 0 ? (
        <Panel title={t('games')} icon="game">
          <EmptyState icon="game" title={t('noGames')}>
            {t('noGamesBody')}
          </EmptyState>
        </Panel>
      ) : (
        <>
          <Panel title={t('games')} icon="game">
            <ul className="wallet-grid">
              {vendors.map((wallet) => (
                <li key={walletName(wallet)} className="wallet-card">
                  <span className="wallet-card__name">
                    <Icon name="game" size={16} />
                    {wallet.vendor}
                  </span>
                  <Money amount={wallet.balance} currency={currency} className="wallet-card__amount" />
                  <span className="wallet-card__actions">
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => choose(MAIN, walletName(wallet))}
                    >
                      {t('transferIn')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => choose(walletName(wallet), MAIN)}
                    >
                      {t('transferOut')}
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
          <VendorTransfer key={preset?.at ?? 0} wallets={wallets} currency={currency} preset={preset} />
        </>
      )}
    </div>
  )
}
