import { loyaltyAdminRoutes, type VipTierInput } from '@sea/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { Loaded, PolicyForm, useCheckedSave } from './loyalty-form'
import { loyaltyApi, loyaltyKey, type VipTiers } from './loyalty.api'
import { VIP } from './vip.texts'
import { amount, amountOrNull, hasProblem, noTitles, titlesBody, titlesOf, wholeOrNull } from './loyalty-fields'
import { PromotionPicker } from './promotion-picker'
import { TierCard, type TierRow as Row } from './vip-tier-card'

const MONEY = ['depositMin', 'turnoverMin', 'retainDeposit', 'retainTurnover', 'upgradeBonus', 'birthdayBonus'] as const
type Money = (typeof MONEY)[number]

function rowOf(tier?: VipTiers['tiers'][number]): Row {
  return {
    names: tier ? titlesOf(tier.names) : noTitles(),
    depositMin: tier?.depositMin ?? '0.00',
    turnoverMin: tier?.turnoverMin ?? '0.00',
    retainDeposit: tier?.retainDeposit ?? '0.00',
    retainTurnover: tier?.retainTurnover ?? '0.00',
    upgradeBonus: tier?.upgradeBonus ?? '0.00',
    birthdayBonus: tier?.birthdayBonus ?? '0.00',
    rebateRate: tier ? String(tier.rebateRate / 100) : '0',
    withdrawDailyLimit: tier?.withdrawDailyLimit ?? '',
    withdrawDailyCount: tier?.withdrawDailyCount === null || !tier ? '' : String(tier.withdrawDailyCount),
    members: tier?.members ?? 0,
  }
}

/** A rebate typed in percent ("0.5") in basis points (50); NaN when it is not one. */
function basisPoints(percent: string): number {
  return /^\d{1,3}(\.\d{1,2})?$/.test(percent.trim()) ? Math.round(Number(percent) * 100) : Number.NaN
}

function tierBody(row: Row, index: number): VipTierInput {
  return {
    rank: index + 1,
    names: titlesBody(row.names) as VipTierInput['names'],
    ...(Object.fromEntries(MONEY.map((name) => [name, amount(row[name])])) as Record<Money, string>),
    rebateRate: basisPoints(row.rebateRate),
    withdrawDailyLimit: amountOrNull(row.withdrawDailyLimit),
    withdrawDailyCount: wholeOrNull(row.withdrawDailyCount),
  }
}

/** The brand's tiers, lowest first, with members in each; loyalty.manage edits and saves it whole. */
export function VipTab({ merchantId }: { merchantId: number }) {
  const tiers = useQuery({
    queryKey: loyaltyKey(merchantId, 'vip'),
    queryFn: ({ signal }) => call(loyaltyApi.vipTiers, { params: { merchantId: String(merchantId) }, signal }),
  })
  return (
    <Loaded query={tiers}>{(loaded) => <TierEditor key={merchantId} merchantId={merchantId} tiers={loaded} />}</Loaded>
  )
}

function TierEditor({ merchantId, tiers }: { merchantId: number; tiers: VipTiers }) {
  const { t } = useTexts(VIP)
  const { can } = useOperator()
  const queryClient = useQueryClient()
  const manage = can('loyalty.manage')
  const [rows, setRows] = useState(() => tiers.tiers.map(rowOf))
  const [promotionId, setPromotionId] = useState(tiers.promotionId ?? '')
  const { problems, submit, save } = useCheckedSave({
    schema: loyaltyAdminRoutes.saveVipTiers.schema.body,
    send: (body: { tiers: VipTierInput[]; promotionId: string | null }) =>
      call(loyaltyApi.saveVipTiers, { params: { merchantId: String(merchantId) }, body }),
    onSaved: (saved) => {
      queryClient.setQueryData(loyaltyKey(merchantId, 'vip'), saved)
      setRows(saved.tiers.map(rowOf))
    },
  })
  const change = (index: number, patch: Partial<Row>) =>
    setRows((old) => old.map((row, at) => (at === index ? { ...row, ...patch } : row)))
  const tierProblems = Object.keys(problems).some((key) => key.startsWith('tiers'))
  return (
    <PolicyForm
      manage={manage}
      onSubmit={() => submit({ tiers: rows.map(tierBody), promotionId: promotionId === '' ? null : promotionId })}
      save={save}
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            disabled={rows.length >= 20}
            onClick={() => setRows((old) => [...old, rowOf()])}
          >
            {t('vip.add')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={rows.length === 0}
            onClick={() => setRows((old) => old.slice(0, -1))}
          >
            {t('vip.removeLast')}
          </button>
        </>
      }
    >
      {tierProblems ? <div className="alert alert-error">{t('vip.problems')}</div> : null}
      {rows.length === 0 ? (
        <p className="card card-body muted">{t('vip.empty')}</p>
      ) : (
        <ol className="vip-tiers" aria-label={t('vip.table')}>
          {rows.map((row, index) => (
            <TierCard
              key={index}
              index={index}
              row={row}
              problems={problems}
              readOnly={!manage}
              onChange={(patch) => change(index, patch)}
            />
          ))}
        </ol>
      )}
      <p className="field-hint">{t('vip.hint')}</p>
      <div className="form-grid">
        <PromotionPicker
          merchantId={merchantId}
          label={t('vip.promotion')}
          value={promotionId}
          disabled={!manage}
          problem={hasProblem(problems, 'promotionId')}
          onChange={setPromotionId}
        />
      </div>
    </PolicyForm>
  )
}
