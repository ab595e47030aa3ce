import { Type, type Static } from 'typebox'
import { PUBLIC } from './access'
import { REAL_ACCOUNT, SIGNED_IN } from './accounts'
import { GAME_CATEGORIES, GAME_SELECT_TYPES, LANGUAGES } from './constants'
import { Ok } from './envelope'
import { MEMBER_ID_PATTERN } from './operators'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

/**
 * Games (docs/domain/api-calls.md#games): the catalogue of vendors (the spec's vassalages) and
 * their games, favourites, recent and hot games, the winner board, and the launch that gives
 * the address the site shows at /game. Relay names follow the spec (GCSGAME_*, MCSFE_*).
 */
const Vassalage = Type.String({ pattern: '^[A-Z0-9_]{2,32}$' })
const NodeId = Type.String({ pattern: `^${MEMBER_ID_PATTERN}$`, description: "a game's id (the spec's nodeId)" })
const Category = Type.Enum(GAME_CATEGORIES)
const Language = Type.Optional(Type.Enum(LANGUAGES))
const Paging = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
}
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

export const VendorCardSchema = Type.Object({
  vassalage: Vassalage,
  displayName: Type.String(),
  accountTypeId: Type.Integer(),
  accountTypeName: Type.String({ description: 'TCG_SEA, TCG_LOTTO_VN, LOTT, ELOTT, or the vendor code' }),
  gameType: Category,
  isHot: Type.Integer({ description: '1 = hot' }),
  nodeId: Type.String({ description: "the vendor's own node (its default game or lobby)" }),
  title: Type.String({ description: 'the category group title the cards are grouped by' }),
  cards: Type.Array(Type.String(), { description: 'picture addresses of the vendor card (already resolved)' }),
  gameClassify: Type.String({ description: 'SV3 sports, N2 live, others slots' }),
  logo: Nullable(Type.String({ description: 'white logo for the footer and menus' })),
  walletMode: Type.Enum(['seamless', 'transfer'] as const),
  isGame: Type.Enum(['GAME', 'VASSALAGE'] as const, { description: 'VASSALAGE: launching opens its popup game list' }),
  comingSoon: Type.Boolean({ description: 'listed but not yet configured: shown, not launchable' }),
  isNew: Type.Optional(Type.Integer({ description: '1 = flagged new by the brand' })),
  maintenanceEnd: Type.Optional(
    Type.String({
      format: 'date-time',
      description: 'present while the brand’s maintenance window of the vendor is open: shown, not launchable',
    }),
  ),
})
export type VendorCard = Static<typeof VendorCardSchema>

export const LaneSchema = Type.Object({
  gameCategory: Category,
  vendors: Type.Array(VendorCardSchema, { description: 'in the merchant’s order for the category' }),
})
export type GameLane = Static<typeof LaneSchema>

export const GameSchema = Type.Object({
  nodeId: NodeId,
  code: Type.String(),
  name: Type.String({ description: 'in the asked language, falling back to EN' }),
  vassalage: Vassalage,
  vendorName: Type.String(),
  gameType: Category,
  accountTypeName: Type.String(),
  isGame: Type.Enum(['GAME', 'VASSALAGE'] as const),
  defaultPlayType: Nullable(Type.String()),
  image: Type.String({ description: 'tile picture (resolved address)' }),
  isHot: Type.Boolean(),
  isNew: Type.Boolean(),
  rtp: Nullable(Type.String({ description: 'return to player in percent, e.g. "96.37"' })),
  trialAllowed: Type.Boolean({ description: 'free-play accounts may launch it' }),
  comingSoon: Type.Boolean(),
})
export type Game = Static<typeof GameSchema>

const GamePage = Type.Object({
  content: Type.Array(GameSchema),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalElements: Type.Integer(),
})
export type GamePageValue = Static<typeof GamePage>

export const RankEntrySchema = Type.Object({
  account: Type.String({ description: 'masked, e.g. "dem***01"' }),
  gameName: Type.String(),
  vassalage: Vassalage,
  amount: AmountSchema,
  time: Type.String({ format: 'date-time' }),
})

export const RoomSchema = Type.Object({
  roomId: Type.String(),
  nodeId: NodeId,
  name: Type.String(),
  vassalage: Vassalage,
  minBet: AmountSchema,
  players: Type.Integer(),
})

export const BetStatusSchema = Type.Enum(['open', 'settled', 'rolled_back'] as const, {
  description: 'open: staked, not settled yet; rolled_back: the vendor cancelled it and the stake came back',
})
export const BetRecordSchema = Type.Object({
  id: Type.String(),
  roundId: Type.String({ description: "the vendor's round id" }),
  nodeId: Nullable(NodeId),
  gameCode: Type.String(),
  gameName: Type.String(),
  vassalage: Vassalage,
  gameType: Category,
  stake: AmountSchema,
  validBet: AmountSchema,
  win: AmountSchema,
  profit: AmountSchema,
  status: BetStatusSchema,
  time: Type.String({ format: 'date-time' }),
  settledAt: Nullable(Type.String({ format: 'date-time' })),
})
export type BetRecord = Static<typeof BetRecordSchema>
export const BetDetailSchema = Type.Object({
  ...BetRecordSchema.properties,
  detail: Type.Unknown({ description: "the vendor's round summary (reels, cards, bets), shown as game recall" }),
  verifyUrl: Nullable(
    Type.String({ description: 'the provably fair verification of the round, when the vendor has one' }),
  ),
})
export type BetDetail = Static<typeof BetDetailSchema>

const RangeQuery = {
  from: Type.Optional(Type.String({ format: 'date-time', description: 'inclusive; default: 7 days before `to`' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'exclusive; default: now' })),
}

export const LaunchBodySchema = Type.Object({
  gameId: Type.Optional(Type.String({ maxLength: 64, description: 'the game code' })),
  roomId: Type.Optional(Type.String({ maxLength: 64 })),
  nodeId: Type.Optional(NodeId),
  accountType: Type.Optional(Type.Integer({ description: 'always 1 (real money)' })),
  confirmTrans: Type.Optional(
    Type.Integer({ description: '0: move funds without asking, when the merchant transfers automatically' }),
  ),
  vassalage: Vassalage,
  launchMode: Type.Optional(Type.String({ maxLength: 16, description: 'GLS' })),
  platform: Type.Optional(Type.String({ maxLength: 32, description: 'html5-desktop or html5 (phone)' })),
  clientType: Type.Optional(Type.Integer()),
  username: Type.Optional(Type.String({ maxLength: 64 })),
  token: Type.Optional(Type.String({ maxLength: 256, description: 'ignored: the session comes from Authorization' })),
  merchantCode: Type.Optional(Type.String({ maxLength: 64 })),
  language: Language,
})
export type LaunchBody = Static<typeof LaunchBodySchema>

export const LaunchValueSchema = Type.Object({
  content: Type.String({ description: 'the address the site shows in the /game iframe' }),
  vassalage: Vassalage,
  gameName: Type.String(),
  route: Nullable(Type.String({ description: 'lottery account types: the site route to open instead of /game' })),
})

export const gameRoutes = {
  newGameVendor: defineRoute({
    method: 'POST',
    url: '/wps/relay/GCSGAME_newGameVendor',
    access: PUBLIC,
    summary: 'The merchant’s game catalogue: one lane per category, vendors in the merchant’s order',
    tags: ['games'],
    schema: {
      body: Type.Object({ platform: Type.Optional(Type.String({ maxLength: 32 })), language: Language }),
      response: { 200: Ok(Type.Object({ data: Type.Object({ lanes: Type.Array(LaneSchema) }) })) },
    },
  }),
  vassGameType: defineRoute({
    method: 'POST',
    url: '/wps/relay/GCSGAME_getVassGameType',
    access: PUBLIC,
    summary: 'The game types (tabs) of one vendor, with how many games each has',
    tags: ['games'],
    schema: {
      body: Type.Object({ vassalage: Vassalage, language: Language }),
      response: { 200: Ok(Type.Array(Type.Object({ gameType: Category, count: Type.Integer() }))) },
    },
  }),
  gameList: defineRoute({
    method: 'POST',
    url: '/wps/relay/GCSGAME_gameList',
    access: PUBLIC,
    summary:
      'Games of a category or vendor: NEW, FAV, ALL, HOT or RECENT (FAV and RECENT need a session), with search and paging',
    tags: ['games'],
    schema: {
      body: Type.Object({
        selectType: Type.Enum(GAME_SELECT_TYPES),
        gameType: Type.Optional(Category),
        vassalage: Type.Optional(Vassalage),
        search: Type.Optional(Type.String({ maxLength: 50 })),
        language: Language,
        ...Paging,
      }),
      response: { 200: Ok(GamePage) },
    },
  }),
  hotGames: defineRoute({
    method: 'POST',
    url: '/wps/relay/GCSGAME_hotGamesV2',
    access: PUBLIC,
    summary: 'The merchant’s hot games (value.list)',
    tags: ['games'],
    schema: {
      body: Type.Object({
        merchantCode: Type.Optional(Type.String({ maxLength: 64 })),
        isPlatform: Type.Optional(Type.Integer()),
        vassalage: Type.Optional(Vassalage),
        platform: Type.Optional(Type.String({ maxLength: 64 })),
        language: Language,
      }),
      response: { 200: Ok(Type.Object({ list: Type.Array(GameSchema) })) },
    },
  }),
  rankList: defineRoute({
    method: 'POST',
    url: '/wps/relay/GCSGAME_getRankList',
    access: PUBLIC,
    summary: 'Winner board: the biggest recent wins on the merchant’s games, accounts masked',
    tags: ['games'],
    schema: {
      body: Type.Object({
        language: Language,
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
      }),
      response: { 200: Ok(Type.Object({ list: Type.Array(RankEntrySchema) })) },
    },
  }),
  favoriteIds: defineRoute({
    method: 'GET',
    url: '/wps/relay/MCSFE_getFavoriteGames',
    access: SIGNED_IN,
    summary: 'The member’s favourite games, as node ids',
    tags: ['games'],
    schema: { response: { 200: Ok(Type.Array(NodeId)) } },
  }),
  favoriteList: defineRoute({
    method: 'GET',
    url: '/wps/relay/MCSFE_getFavoriteGamesList',
    access: SIGNED_IN,
    summary: 'The member’s favourite games with their content, newest first',
    tags: ['games'],
    schema: { querystring: Type.Object({ language: Language, ...Paging }), response: { 200: Ok(GamePage) } },
  }),
  addFavorite: defineRoute({
    method: 'POST',
    url: '/wps/relay/MCSFE_addFavoriteGameV2',
    access: SIGNED_IN,
    summary: 'Add a game to the favourites (adding twice is fine)',
    tags: ['games'],
    schema: { body: Type.Object({ nodeId: NodeId }), response: { 200: Ok(Type.Array(NodeId)) } },
  }),
  removeFavorite: defineRoute({
    method: 'DELETE',
    url: '/wps/relay/MCSFE_removeFavoriteGameV2',
    access: SIGNED_IN,
    summary: 'Remove a game from the favourites by node id (removing twice is fine)',
    tags: ['games'],
    schema: { querystring: Type.Object({ nodeId: NodeId }), response: { 200: Ok(Type.Array(NodeId)) } },
  }),
  recentGames: defineRoute({
    method: 'GET',
    url: '/wps/relay/GCS_recentGame',
    access: SIGNED_IN,
    summary: 'The games the member launched last, newest first (at most 20)',
    tags: ['games'],
    schema: { querystring: Type.Object({ language: Language }), response: { 200: Ok(Type.Array(GameSchema)) } },
  }),
  roomList: defineRoute({
    method: 'POST',
    url: '/wps/relay/GLS2_roomList',
    access: SIGNED_IN,
    summary: 'PVP rooms of the merchant’s PVP vendors',
    tags: ['games'],
    schema: {
      body: Type.Object({ vassalage: Type.Optional(Vassalage), language: Language }),
      response: { 200: Ok(Type.Array(RoomSchema)) },
    },
  }),
  launch: defineRoute({
    method: 'POST',
    url: '/wps/game/launchGame',
    access: SIGNED_IN,
    summary:
      'Launch a game: value.content is the address for the /game iframe. Free-play accounts only where the game allows it; ' +
      'a transfer-mode vendor gets the member’s main balance moved in first when the merchant transfers automatically',
    tags: ['games'],
    schema: { body: LaunchBodySchema, response: { 200: Ok(LaunchValueSchema) } },
  }),
  betRecords: defineRoute({
    method: 'GET',
    url: '/wps/member/records/bets',
    access: REAL_ACCOUNT,
    summary: 'Betting record: the member’s rounds in a range, newest first, with totals',
    tags: ['records', 'games'],
    schema: {
      querystring: Type.Object({
        ...RangeQuery,
        gameType: Type.Optional(Category),
        vassalage: Type.Optional(Vassalage),
        status: Type.Optional(BetStatusSchema),
        nodeId: Type.Optional(
          Type.String({
            pattern: `^${MEMBER_ID_PATTERN}$`,
            description: 'one game only (game recall: its last rounds)',
          }),
        ),
        language: Language,
        ...Paging,
      }),
      response: {
        200: Ok(
          Type.Object({
            content: Type.Array(BetRecordSchema),
            pageNum: Type.Integer(),
            totalPages: Type.Integer(),
            totalElements: Type.Integer(),
            totals: Type.Object({
              stake: AmountSchema,
              validBet: AmountSchema,
              win: AmountSchema,
              profit: AmountSchema,
            }),
          }),
        ),
      },
    },
  }),
  betDetail: defineRoute({
    method: 'GET',
    url: '/wps/member/records/bets/:betId',
    access: REAL_ACCOUNT,
    summary:
      'One round in full (game recall): stake, valid bet, win, the vendor’s round summary and its verification link',
    tags: ['records', 'games'],
    schema: {
      params: Type.Object({ betId: Type.String({ pattern: `^${MEMBER_ID_PATTERN}$` }) }),
      querystring: Type.Object({ language: Language }),
      response: { 200: Ok(BetDetailSchema) },
    },
  }),
} as const
