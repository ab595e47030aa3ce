/** Migration 0044: a brand's wording of a registration pattern's message, per language. */
export interface MerchantRegisterMessageTable {
  merchantId: number
  patternId: number
  language: string
  message: string
}
