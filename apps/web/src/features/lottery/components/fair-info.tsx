import type { LotteryDraw, LotteryGameSummary, LotteryIssue } from '@sea/contract'
import { useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useResults } from '../api'
import type { FairCheck } from '../fair-check'
import { LOTTERY } from '../lottery-texts'

type FairGame = Pick<LotteryGameSummary, 'gameCode' | 'inHouse' | 'engine' | 'region'>

/**
 * Fairness: official games say who enters and confirms results; in-house draws show the current
 * commitment and, for past draws, the revealed inputs with a check the browser runs itself: the
 * commitment, the bets digest, and the result drawn again from the engines (`../fair-check`).
 */
export function FairInfo({ game, issue }: { game: FairGame; issue: LotteryIssue | null }) {
  const { t } = useTexts(LOTTERY)
  const query = useResults(game.gameCode, 1, 5)
  if (!game.inHouse) {
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
      <QueryView
        query={query}
        rows={2}
        isEmpty={(data) => !data.content.some((draw) => draw.fair)}
        empty={<EmptyState icon="shield" title={t('results.empty')} />}
      >
        {(data) => (
          <ul className="fair__draws">
            {data.content
              .filter((draw) => draw.fair)
              .map((draw) => (
                <FairDraw key={draw.drawId} game={game} draw={draw} />
              ))}
          </ul>
        )}
      </QueryView>
      <p className="fair__how">{t('fair.how')}</p>
    </div>
  )
}

function FairDraw({ game, draw }: { game: FairGame; draw: LotteryDraw }) {
  const { t } = useTexts(LOTTERY)
  const [check, setCheck] = useState<FairCheck | 'checking' | null>(null)
  const fair = draw.fair
  if (!fair) return null
  const verify = () => {
    setCheck('checking')
    // The engines load on demand: the check runs here, from the revealed inputs alone.
    void import('../fair-check').then(
      ({ verifyFair }) => setCheck(verifyFair(game, draw, fair)),
      () => setCheck(null),
    )
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
          <button type="button" className="button button--ghost" onClick={verify} disabled={check === 'checking'}>
            <Icon name="check" size={16} />
            {t(check === 'checking' ? 'fair.checking' : 'fair.verify')}
          </button>
          {check === null || check === 'checking' ? null : <FairVerdictView check={check} published={draw.headline} />}
        </div>
      ) : null}
    </li>
  )
}

/** The verdict, with the numbers drawn again in this browser next to the published ones. */
function FairVerdictView({ check, published }: { check: FairCheck; published: readonly string[] }) {
  const { t } = useTexts(LOTTERY)
  const ok = check.verdict === 'match'
  return (
    <div className={`fair__verdict ${ok ? 'fair__verdict--ok' : 'fair__verdict--bad'}`} role="status">
      <b>
        <Icon name={ok ? 'check' : 'close'} size={16} />
        {t(`fair.${check.verdict}`)}
      </b>
      {check.redrawn ? (
        <dl className="fair__facts">
          <div>
            <dt>{t('fair.published')}</dt>
            <dd className="fair__numbers">{published.join(' ')}</dd>
          </div>
          <div>
            <dt>{t('fair.redrawn')}</dt>
            <dd className="fair__numbers">{check.redrawn.join(' ')}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  )
}
