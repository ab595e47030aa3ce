// The member record as other features read and create it: they come here, never to
// member.repository, so that the members table keeps one owner (lint-enforced).
export { findById, findByMobile, findByUsername, insertMember, type NewMember } from './member.repository'
