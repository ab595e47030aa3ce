export { amountText, baccaratRecord, slotRecord } from './round-record'
