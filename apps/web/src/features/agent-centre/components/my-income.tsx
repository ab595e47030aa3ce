import { BillsList } from '../contracts/bills-list'
import './agent.css'

/**
 * agentRevenueReport (my income): every salary and dividend bill by period, received or paid to
 * downlines, with totals by kind and each bill's computation. Rebates have no call yet.
 */
export default function MyIncome() {
  return <BillsList />
}
