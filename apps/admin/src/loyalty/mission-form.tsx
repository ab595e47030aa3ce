import {
  GAME_CATEGORIES,
  MISSION_EVENTS,
  MISSION_PERIODS,
  type MissionInput,
  MissionInputSchema,
  MONEY_MISSION_EVENTS,
} from '@sea/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Notice } from '../components/common'
import { isoToZoned, zonedToIso } from '../content/content-time'
import { call } from '../lib/api'
import { useTimeZone } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { FormDialog, useCheckedSave } from './loyalty-form'
import { loyaltyApi, loyaltyKey, type Mission } from './loyalty.api'
import { MISSIONS } from './missions.texts'
import {
  amount,
  amountOrNull,
  Choice,
  Field,
  hasProblem,
  type Titles,
  TitleFields,
  titlesBody,
  titlesOf,
  whole,
} from './loyalty-fields'
import { PromotionPicker } from './promotion-picker'

interface Values {
  code: string
  titles: Titles
  period: MissionInput['period']
  event: MissionInput['event']
  category: string
  gameCode: string
  target: string
  rewardPoints: string
  rewardBonus: string
  promotionId: string
  startsAt: string
  endsAt: string
  sortOrder: string
}

function valuesOf(timeZone: string, mission?: Mission): Values {
  return {
    code: mission?.code ?? '',
    titles: titlesOf(mission?.titles),
    period: mission?.period ?? 'daily',
    event: mission?.event ?? 'login_days',
    category: mission?.category ?? '',
    gameCode: mission?.gameCode ?? '',
    target: mission?.target ?? '',
    rewardPoints: String(mission?.rewardPoints ?? 0),
    rewardBonus: mission?.rewardBonus ?? '',
    promotionId: mission?.promotionId ?? '',
    startsAt: isoToZoned(mission?.startsAt, timeZone),
    endsAt: isoToZoned(mission?.endsAt, timeZone),
    sortOrder: String(mission?.sortOrder ?? 0),
  }
}

/** The body as the API takes it: a category only for turnover, a game only for rounds, dates in UTC. */
function toBody(values: Values, timeZone: string): MissionInput {
  const money = MONEY_MISSION_EVENTS.includes(values.event)
  const bonus = amountOrNull(values.rewardBonus)
  return {
    code: values.code.trim(),
    titles: titlesBody(values.titles) as MissionInput['titles'],
    period: values.period,
    event: values.event,
    category:
      values.event === 'turnover' && values.category !== '' ? (values.category as MissionInput['category']) : null,
    gameCode: values.event === 'game_rounds' && values.gameCode.trim() !== '' ? values.gameCode.trim() : null,
    target: money ? amount(values.target) : values.target.trim(),
    rewardPoints: whole(values.rewardPoints),
    rewardBonus: bonus,
    promotionId: bonus !== null && values.promotionId !== '' ? values.promotionId : null,
    startsAt: zonedToIso(values.startsAt, timeZone) ?? values.startsAt,
    endsAt: values.endsAt === '' ? null : (zonedToIso(values.endsAt, timeZone) ?? values.endsAt),
    sortOrder: whole(values.sortOrder),
  }
}

/** A mission's form in a dialog; a mission with progress keeps its terms (the server says which). */
export function MissionForm({
  merchantId,
  mission,
  onClose,
}: {
  merchantId: number
  mission?: Mission
  onClose: () => void
}) {
  const { t } = useTexts(MISSIONS)
  const queryClient = useQueryClient()
  const timeZone = useTimeZone()
  const [values, setValues] = useState(() => valuesOf(timeZone, mission))
  const { problems, submit, save } = useCheckedSave({
    schema: MissionInputSchema,
    send: (body: MissionInput) => {
      const params = { merchantId: String(merchantId) }
      return mission
        ? call(loyaltyApi.updateMission, { params: { ...params, missionId: mission.id }, body })
        : call(loyaltyApi.createMission, { params, body })
    },
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: loyaltyKey(merchantId, 'missions') })
      onClose()
    },
  })
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((old) => ({ ...old, [name]: value }))
  const field = (
    name: 'code' | 'gameCode' | 'target' | 'rewardPoints' | 'rewardBonus' | 'startsAt' | 'endsAt' | 'sortOrder',
    kind: 'number' | 'amount' | 'text' | 'date' = 'number',
  ) => ({
    label: t(`mission.${name}`),
    value: values[name],
    onChange: (value: string) => set(name, value),
    problem: hasProblem(problems, name),
    kind,
    type: kind === 'date' ? 'datetime-local' : 'text',
  })
  const money = MONEY_MISSION_EVENTS.includes(values.event)
  return (
    <FormDialog
      title={mission ? t('mission.editTitle') : t('mission.createTitle')}
      onClose={onClose}
      onSubmit={() => submit(toBody(values, timeZone))}
      save={save}
      notice={mission && mission.state !== 'draft' ? <Notice>{t('mission.frozen')}</Notice> : null}
    >
      <div className="form-grid">
        <Field {...field('code', 'text')} hint={t('mission.codeHint')} />
        <Choice
          label={t('mission.period')}
          value={values.period}
          options={MISSION_PERIODS}
          labelOf={(option) => t(`period.${option}`)}
          onChange={(value) => set('period', value)}
        />
        <Choice
          label={t('mission.event')}
          value={values.event}
          options={MISSION_EVENTS}
          labelOf={(option) => t(`event.${option}`)}
          onChange={(value) => set('event', value)}
        />
        {values.event === 'turnover' ? (
          <Choice
            label={t('mission.category')}
            value={values.category}
            options={['', ...GAME_CATEGORIES]}
            labelOf={(option) => (option === '' ? t('mission.anyCategory') : option)}
            onChange={(value) => set('category', value)}
          />
        ) : null}
        {values.event === 'game_rounds' ? <Field {...field('gameCode', 'text')} hint={t('mission.gameHint')} /> : null}
        <Field
          {...field('target', money ? 'amount' : 'number')}
          hint={money ? t('mission.targetAmount') : t('mission.targetCount')}
        />
        <Field {...field('rewardPoints')} />
        <Field {...field('rewardBonus', 'amount')} hint={t('mission.bonusHint')} />
        {values.rewardBonus.trim() !== '' ? (
          <PromotionPicker
            merchantId={merchantId}
            label={t('mission.promotionId')}
            value={values.promotionId}
            problem={hasProblem(problems, 'promotionId')}
            onChange={(value) => set('promotionId', value)}
          />
        ) : null}
        <Field {...field('startsAt', 'date')} hint={t('mission.zone', { zone: timeZone })} />
        <Field {...field('endsAt', 'date')} hint={t('mission.endsHint')} />
        <Field {...field('sortOrder')} />
        <TitleFields
          legend={t('mission.titles')}
          path="titles"
          titles={values.titles}
          problems={problems}
          onChange={(titles) => set('titles', titles)}
        />
      </div>
    </FormDialog>
  )
}
