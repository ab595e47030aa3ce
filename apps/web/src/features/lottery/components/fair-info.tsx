import type { LotteryDraw, LotteryIssue } from '@sea/contract'
import { useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useResults } from '../api'
import { LOTTERY } from '../lottery-texts'

/** SHA-256 of the seed's hex bytes, as the server commits it (engines fair-rng `commitOf`). */
export async function commitOf(serverSeedHex: string): Promise<string> {
  const bytes = new Uint8Array((serverSeedHex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)))
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

type Fair = NonNullable<LotteryDraw['fair']>
export type FairVerdict = 'match' | 'mismatch' | 'digestMismatch'

/**
 * The browser's check of a drawn in-house draw: the seed hashes to the commitment published before
 * the cut-off and, from scheme 2, the client seed the result was drawn with is the one that carries
 * the published bets digest (gameCode:issueNo:betsDigest; server decision 036).
 */
export async function verifyFair(draw: Pick<LotteryDraw, 'gameCode' | 'issueNo'>, fair: Fair): Promise<FairVerdict> {
  if (!fair.serverSeed || (await commitOf(fair.serverSeed)) !== fair.seedHash) return 'mismatch'
  if (fair.version >= 2 && fair.clientSeed !== `${draw.gameCode}:${draw.issueNo}:${fair.betsDigest}`) return 'digestMismatch'
  return 'match'
}

/**
 * Fairness: official games say who enters and confirms results; in-house draws show the current
 * commitment and, for past draws, the revealed seed with a check done in the browser.
 */
export function FairInfo({ gameCode, inHouse, issue }: { gameCode: string; inHouse: boolean; issue: LotteryIssue | null }) {
  const { t } = useTexts(LOTTERY)
  const query = useResults(gameCode, 1, 5)
  if (!inHouse) {
    return (
      <div className="fair">
        <p className="fair__intro">
          <Icon name="shield" size={18} />
          {t('fair.official')}
        </p>
      </div>
    )
  }
  return (
    <div className="fair">
      <p className="fair__intro">
        <Icon name="shield" size={18} />
        {t('fair.intro')}
      </p>
      {issue?.seedHash ? (
        <dl className="fair__facts">
          <div>
            <dt>{t('fair.current')}</dt>
            <dd>{issue.issueNo}</dd>
          </div>
          <div>
            <dt>{t('fair.commit')}</dt>
            <dd className="fair__hash">{issue.seedHash}</dd>
          </div>
          <div>
            <dt>{t('fair.seed')}</dt>
            <dd>{t('fair.hidden')}</dd>
          </div>
        </dl>
      ) : null}
      <QueryView query={query} rows={2} isEmpty={(data) => !data.content.some((draw) => draw.fair)} empty={<EmptyState icon="shield" title={t('results.empty')} />}>
        {(data) => (
          <ul className="fair__draws">
            {data.content.filter((draw) => draw.fair).map((draw) => (
              <FairDraw key={draw.drawId} draw={draw} />
            ))}
          </ul>
        )}
      </QueryView>
      <p className="fair__how">{t('fair.how')}</p>
    </div>
  )
}

function FairDraw({ draw }: { draw: LotteryDraw }) {
  const { t } = useTexts(LOTTERY)
  const [verdict, setVerdict] = useState<FairVerdict | null>(null)
  const fair = draw.fair
  if (!fair) return null
  const verify = () => {
    void verifyFair(draw, fair).then(setVerdict)
  }
  return (
    <li className="fair__draw">
      <header>
        <b>{t('issue.label', { issueNo: draw.issueNo })}</b>
        {draw.headline.length ? <span className="fair__numbers">{draw.headline.join(' ')}</span> : null}
      </header>
      <dl className="fair__facts">
        <div>
          <dt>{t('fair.commit')}</dt>
          <dd className="fair__hash">{fair.seedHash}</dd>
        </div>
        <div>
          <dt>{t('fair.seed')}</dt>
          <dd className="fair__hash">{fair.serverSeed ?? t('fair.hidden')}</dd>
        </div>
        {fair.betsDigest ? (
          <>
            <div>
              <dt>{t('fair.digest')}</dt>
              <dd className="fair__hash">{fair.betsDigest}</dd>
            </div>
            <div>
              <dt>{t('fair.bets')}</dt>
              <dd>{fair.betCount}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('fair.client')}</dt>
          <dd className="fair__hash">{fair.clientSeed ?? t('fair.hidden')}</dd>
        </div>
        <div>
          <dt>{t('fair.nonce')}</dt>
          <dd>{fair.nonce}</dd>
        </div>
        <div>
          <dt>{t('fair.algorithm')}</dt>
          <dd>{fair.algorithm}</dd>
        </div>
      </dl>
      {fair.serverSeed ? (
        <div className="fair__verify">
          <button type="button" className="button button--ghost" onClick={verify}>
            <Icon name="check" size={16} />
            {t('fair.verify')}
          </button>
          {verdict === null ? null : (
            <span className={verdict === 'match' ? 'fair__ok' : 'fair__bad'} role="status">
              {t(`fair.${verdict}`)}
            </span>
          )}
        </div>
      ) : null}
    </li>
  )
}
