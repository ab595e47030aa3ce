import type { ContractKind } from '@sea/contract'
import type { ContractFlags } from '../api'

/** The contract kinds in the menu's order (docs/domain/site.md#routes-and-pages), each with its page and flag. */
export const KINDS = [
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
] as const satisfies readonly ContractKind[]

/** Each contract page of the agent centre: the consolidated flag that shows it and its kind. */
export const CONTRACT_PAGES: Readonly<Record<string, { flag: keyof ContractFlags; kind: ContractKind }>> = {
  dividend: { flag: 'dividend', kind: 'dividend' },
  dailySalary: { flag: 'dailySalary', kind: 'daily_salary' },
  hourlySalary: { flag: 'hourSalary', kind: 'hourly_salary' },
  realTimeSalary: { flag: 'realTimeSalary', kind: 'realtime_salary' },
}

export const PAGE_OF_KIND: Readonly<Record<ContractKind, string>> = {
  dividend: 'dividend',
  daily_salary: 'dailySalary',
  hourly_salary: 'hourlySalary',
  realtime_salary: 'realTimeSalary',
}

export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const
