import { type PointItemInput, PointItemInputSchema, POINT_ITEM_KINDS, POINT_ITEM_STATES } from '@sea/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { FormDialog, useCheckedSave } from './loyalty-form'
import { type Item, loyaltyApi, loyaltyKey } from './loyalty.api'
import { LOYALTY } from './loyalty.texts'
import { ITEMS } from './items.texts'
import {
  amountOrNull,
  Choice,
  Field,
  hasProblem,
  type Titles,
  TitleFields,
  titlesBody,
  titlesOf,
  whole,
  wholeOrNull,
} from './loyalty-fields'
import { PromotionPicker } from './promotion-picker'

type Kind = PointItemInput['kind']

interface Values {
  kind: Kind
  titles: Titles
  descriptions: Titles
  imageUrl: string
  points: string
  value: string
  promotionId: string
  gameCode: string
  rounds: string
  stock: string
  perMemberLimit: string
  state: PointItemInput['state']
  sortOrder: string
}

const text = (value: string | number | null) => (value === null ? '' : String(value))

function valuesOf(item?: Item): Values {
  return {
    kind: item?.kind ?? 'cash',
    titles: titlesOf(item?.titles),
    descriptions: titlesOf(item?.descriptions),
    imageUrl: text(item?.imageUrl ?? null),
    points: text(item?.points ?? null),
    value: text(item?.value ?? null),
    promotionId: text(item?.promotionId ?? null),
    gameCode: text(item?.gameCode ?? null),
    rounds: text(item?.rounds ?? null),
    stock: text(item?.stock ?? null),
    perMemberLimit: text(item?.perMemberLimit ?? null),
    state: item?.state ?? 'draft',
    sortOrder: text(item?.sortOrder ?? 0),
  }
}

/** The body for the item's kind: what another kind would use is sent as null. */
function toBody(values: Values): PointItemInput {
  const paysMoney = values.kind === 'cash' || values.kind === 'bonus'
  const rounds = values.kind === 'free_rounds'
  return {
    kind: values.kind,
    titles: titlesBody(values.titles) as PointItemInput['titles'],
    descriptions: Object.fromEntries(
      Object.entries(values.descriptions)
        .filter(([, description]) => description.trim() !== '')
        .map(([code, description]) => [code, description.trim()]),
    ),
    imageUrl: values.imageUrl.trim() === '' ? null : values.imageUrl.trim(),
    points: whole(values.points),
    value: paysMoney ? amountOrNull(values.value) : null,
    promotionId: values.kind === 'bonus' && values.promotionId !== '' ? values.promotionId : null,
    gameCode: rounds && values.gameCode.trim() !== '' ? values.gameCode.trim() : null,
    rounds: rounds ? wholeOrNull(values.rounds) : null,
    stock: wholeOrNull(values.stock),
    perMemberLimit: wholeOrNull(values.perMemberLimit),
    state: values.state,
    sortOrder: whole(values.sortOrder),
  }
}

/** A mall item's form in a dialog: a new item of any kind, or an item to edit (its kind stays). */
export function ItemForm({ merchantId, item, onClose }: { merchantId: number; item?: Item; onClose: () => void }) {
  const { t } = useTexts(ITEMS)
  const shared = useTexts(LOYALTY).t
  const queryClient = useQueryClient()
  const [values, setValues] = useState(() => valuesOf(item))
  const { problems, submit, save } = useCheckedSave({
    schema: PointItemInputSchema,
    send: (body: PointItemInput) => {
      const params = { merchantId: String(merchantId) }
      return item
        ? call(loyaltyApi.updateItem, { params: { ...params, itemId: item.id }, body })
        : call(loyaltyApi.createItem, { params, body })
    },
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: loyaltyKey(merchantId, 'items') })
      onClose()
    },
  })
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((old) => ({ ...old, [name]: value }))
  const field = (name: Exclude<keyof Values, 'kind' | 'titles' | 'descriptions' | 'state'>, kind = 'number') => ({
    label: t(`item.${name}`),
    value: values[name],
    onChange: (value: string) => set(name, value),
    problem: hasProblem(problems, name),
    kind: kind as 'number' | 'amount' | 'text',
  })
  return (
    <FormDialog
      title={item ? t('item.editTitle') : t('item.createTitle')}
      onClose={onClose}
      onSubmit={() => submit(toBody(values))}
      save={save}
    >
      <div className="form-grid">
        <Choice
          label={t('item.kind')}
          value={values.kind}
          options={POINT_ITEM_KINDS}
          labelOf={(option) => shared(`itemKind.${option}`)}
          disabled={Boolean(item)}
          onChange={(value) => set('kind', value)}
        />
        <Field {...field('points')} />
        {values.kind === 'cash' || values.kind === 'bonus' ? <Field {...field('value', 'amount')} /> : null}
        {values.kind === 'bonus' ? (
          <PromotionPicker
            merchantId={merchantId}
            label={t('item.promotionId')}
            value={values.promotionId}
            problem={hasProblem(problems, 'promotionId')}
            onChange={(value) => set('promotionId', value)}
          />
        ) : null}
        {values.kind === 'free_rounds' ? (
          <>
            <Field {...field('gameCode', 'text')} />
            <Field {...field('rounds')} />
          </>
        ) : null}
        <Field {...field('stock')} hint={t('item.stockHint')} />
        <Field {...field('perMemberLimit')} hint={t('item.limitHint')} />
        <Choice
          label={t('item.state')}
          value={values.state}
          options={POINT_ITEM_STATES}
          labelOf={(option) => t(`itemState.${option}`)}
          onChange={(value) => set('state', value)}
        />
        <Field {...field('sortOrder')} />
        <Field {...field('imageUrl', 'text')} wide />
        <TitleFields
          legend={t('item.titles')}
          path="titles"
          titles={values.titles}
          problems={problems}
          onChange={(titles) => set('titles', titles)}
        />
        <fieldset className="field form-wide">
          <legend className="field-label">{t('item.descriptions')}</legend>
          <div className="form-grid">
            {(Object.keys(values.descriptions) as (keyof Titles)[]).map((code) => (
              <Field
                key={code}
                label={`${t('item.description')} ${code}`}
                value={values.descriptions[code]}
                problem={hasProblem(problems, `descriptions.${code}`)}
                onChange={(value) => set('descriptions', { ...values.descriptions, [code]: value })}
              />
            ))}
          </div>
        </fieldset>
      </div>
    </FormDialog>
  )
}
