import type { AppResourceType } from '../../lib/app-resources'

/** Each app's card carries an anchor, so a resource link like /download#ios lands on it. */
export const APP_ANCHORS: Record<AppResourceType, string> = { APP_IOS: 'ios', APP_ANDROID: 'android', APP_LITE: 'lite' }

/**
 * A download link that leads back to this very page (the demo brand's /download#ios) is not a
 * download yet: the card then says 'coming soon' instead of offering a button that goes nowhere.
 */
export function pointsToPage(link: string, pageHref: string): boolean {
  try {
    const target = new URL(link, pageHref)
    const page = new URL(pageHref)
    return target.origin === page.origin && target.pathname === page.pathname
  } catch {
    return true
  }
}
