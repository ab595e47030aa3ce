import { loyaltyAdminRoutes, type VipTierInput } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ErrorAlert, Notice } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { loyaltyApi, loyaltyKey, type VipTiers } from './loyalty.api'
import { LOYALTY } from './loyalty.texts'
import { VIP } from './vip.texts'
import {
  amount,
  amountOrNull,
  hasProblem,
  noTitles,
  problemsOf,
  type Problems,
  serverProblems,
  titlesBody,
  titlesOf,
  wholeOrNull,
} from './loyalty-fields'
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
  const shared = useTexts(LOYALTY).t
  const tiers = useQuery({
    queryKey: loyaltyKey(merchantId, 'vip'),
    queryFn: ({ signal }) => call(loyaltyApi.vipTiers, { params: { merchantId: String(merchantId) }, signal }),
  })
  if (tiers.error) return <ErrorAlert error={tiers.error} />
  if (!tiers.data) return <p className="muted">{shared('loading')}</p>
  return <TierTable key={merchantId} merchantId={merchantId} tiers={tiers.data} />
}

function TierTable({ merchantId, tiers }: { merchantId: number; tiers: VipTiers }) {
  const { t } = useTexts(VIP)
  const shared = useTexts(LOYALTY).t
  const { can } = useOperator()
  const queryClient = useQueryClient()
  const manage = can('loyalty.manage')
  const [rows, setRows] = useState(() => tiers.tiers.map(rowOf))
  const [promotionId, setPromotionId] = useState(tiers.promotionId ?? '')
  const [problems, setProblems] = useState<Problems>({})
  const save = useMutation({
    mutationFn: (body: { tiers: VipTierInput[]; promotionId: string | null }) =>
      call(loyaltyApi.saveVipTiers, { params: { merchantId: String(merchantId) }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(loyaltyKey(merchantId, 'vip'), saved)
      setRows(saved.tiers.map(rowOf))
    },
    onError: (error) => setProblems(serverProblems(error)),
  })
  const change = (index: number, patch: Partial<Row>) =>
    setRows((old) => old.map((row, at) => (at === index ? { ...row, ...patch } : row)))
  const submit = () => {
    const body = { tiers: rows.map(tierBody), promotionId: promotionId === '' ? null : promotionId }
    const found = problemsOf(loyaltyAdminRoutes.saveVipTiers.schema.body, body)
    setProblems(found)
    if (Object.keys(found).length === 0) save.mutate(body)
  }
  const tierProblems = Object.keys(problems).some((key) => key.startsWith('tiers'))
  return (
    <form
      className="form loyalty-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {manage ? null : <Notice>{shared('readOnly')}</Notice>}
      {save.isSuccess ? <Notice>{shared('saved')}</Notice> : null}
      <ErrorAlert error={save.error} />
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
      {manage ? (
        <div className="form-actions">
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
          <button className="button button-primary" type="submit" disabled={save.isPending}>
            {shared('save')}
          </button>
        </div>
      ) : null}
    </form>
  )
}
