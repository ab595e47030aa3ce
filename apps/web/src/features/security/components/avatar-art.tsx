import { STATIC_AVATARS, type StaticAvatar } from '@sea/contract/constants'
import { useId } from 'react'
import type { Avatar } from '../api'

/**
 * The built-in (STATIC) avatars, drawn for the project: a gradient disc and a white glyph each,
 * so they need no image files and stay sharp at any size.
 */
const ART: Record<StaticAvatar, { from: string; to: string; glyph: string; holes?: true }> = {
  'avatar-1': {
    from: '#f6d365',
    to: '#fd7f5c',
    glyph: 'M24 9l4.4 9 9.9 1.4-7.2 7 1.7 9.8L24 31.6l-8.8 4.6 1.7-9.8-7.2-7 9.9-1.4z',
  },
  'avatar-2': { from: '#a18cd1', to: '#e56fbf', glyph: 'M11 31h26l2-15-8 6-7-10-7 10-8-6zM11 34h26v3.5H11z' },
  'avatar-3': { from: '#4fd1a5', to: '#2b8fd6', glyph: 'M16 12h16l6 8.5L24 37 10 20.5z' },
  'avatar-4': {
    from: '#ff8a9e',
    to: '#e0245e',
    glyph: 'M24 36C10 27 9 19 14 15.5c4-2.7 8-1 10 2.5 2-3.5 6-5.2 10-2.5 5 3.5 4 11.5-10 20.5z',
  },
  'avatar-5': {
    from: '#6f7bff',
    to: '#2a2f8a',
    glyph: 'M24 10c-7 7-13 11-13 17a6 6 0 0 0 10.5 4L20 37h8l-1.5-6A6 6 0 0 0 37 27c0-6-6-10-13-17z',
  },
  'avatar-6': { from: '#ffb347', to: '#f7791e', glyph: 'M27 8 13 27h10l-3 13 15-20H25z' },
  'avatar-7': { from: '#30cfd0', to: '#3b1a8a', glyph: 'M29 9.5A15 15 0 1 0 38.5 30 11.5 11.5 0 0 1 29 9.5z' },
  'avatar-8': {
    from: '#ff6a3d',
    to: '#c81d4a',
    glyph: 'M24 8c1 6 8 9 8 17a8 8 0 0 1-16 0c0-4 2-6 4-8 0 3 1 5 3 5-1-5 0-10 1-14z',
  },
  'avatar-9': {
    from: '#16a085',
    to: '#4be08a',
    glyph:
      'M13 19a6 6 0 1 0 12 0 6 6 0 1 0-12 0zm10 0a6 6 0 1 0 12 0 6 6 0 1 0-12 0zM13 29a6 6 0 1 0 12 0 6 6 0 1 0-12 0zm10 0a6 6 0 1 0 12 0 6 6 0 1 0-12 0z',
  },
  'avatar-10': {
    from: '#e96443',
    to: '#904e95',
    holes: true,
    glyph:
      'M14 12h20a2.5 2.5 0 0 1 2.5 2.5v19A2.5 2.5 0 0 1 34 36H14a2.5 2.5 0 0 1-2.5-2.5v-19A2.5 2.5 0 0 1 14 12zm3 5.5a2 2 0 1 0 4 0 2 2 0 1 0-4 0zm10 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0zM22 24a2 2 0 1 0 4 0 2 2 0 1 0-4 0zm-5 6.5a2 2 0 1 0 4 0 2 2 0 1 0-4 0zm10 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0z',
  },
  'avatar-11': {
    from: '#4facfe',
    to: '#1f5fd6',
    glyph: 'M31 10v17.5a5 5 0 1 1-3-4.6V15l-10 2.5v12a5 5 0 1 1-3-4.6V13.5z',
  },
  'avatar-12': {
    from: '#c471f5',
    to: '#f25ca8',
    glyph: 'M24 8l3.5 12.5L40 24l-12.5 3.5L24 40l-3.5-12.5L8 24l12.5-3.5z',
  },
}

export function isStaticAvatar(name: string): name is StaticAvatar {
  return (STATIC_AVATARS as readonly string[]).includes(name)
}

export function AvatarArt({ name, size = 64 }: { name: StaticAvatar; size?: number }) {
  const id = useId()
  const art = ART[name]
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false" className="avatar-art">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
        <radialGradient id={`${id}-shine`} cx="0.3" cy="0.2" r="0.7">
          <stop offset="0" stopColor="#fff" stopOpacity="0.45" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="24" cy="24" r="24" fill={`url(#${id}-bg)`} />
      <circle cx="24" cy="24" r="24" fill={`url(#${id}-shine)`} />
      <path
        d={art.glyph}
        fill="#fff"
        fillOpacity="0.94"
        fillRule={art.holes ? 'evenodd' : 'nonzero'}
        stroke="#fff"
        strokeOpacity="0.94"
        strokeWidth="0.6"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The member's avatar: a built-in picture, or the uploaded one (a same-site image URL). */
export function MemberAvatar({ avatar, size = 64 }: { avatar: Avatar | undefined; size?: number }) {
  if (avatar?.avatarType === 'CUSTOM') {
    return <img className="avatar-photo" src={avatar.avatar} alt="" width={size} height={size} />
  }
  return <AvatarArt name={avatar && isStaticAvatar(avatar.avatar) ? avatar.avatar : 'avatar-1'} size={size} />
}
