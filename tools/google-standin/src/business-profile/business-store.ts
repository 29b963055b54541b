// The seeded Business Profile data with the look-ups the routes need: who may see which account, a location's
// reviews in each of Google's orders (sorted once, again only when a review is added, edited or removed), replies
// written this run.
import type { GoogleUser, SeedData, StoredAccount, StoredLocation, StoredReview } from '../model';

export type ReviewOrder = 'updateTime desc' | 'rating' | 'rating desc';
export const REVIEW_ORDERS: readonly ReviewOrder[] = ['updateTime desc', 'rating', 'rating desc'];

export class BusinessStore {
  readonly users: GoogleUser[];
  private readonly accounts = new Map<string, StoredAccount>();
  private readonly locations = new Map<string, StoredLocation>();
  private readonly sortedReviews = new Map<string, StoredReview[]>();
  /** Look-ups by user (a fleet of thousands of users in the scale benchmark). */
  private readonly usersBySub = new Map<string, GoogleUser>();
  private readonly usersByEmail = new Map<string, GoogleUser>();
  private readonly accountsByMember = new Map<string, StoredAccount[]>();

  constructor(data: SeedData) {
    this.users = data.users;
    for (const user of data.users) {
      this.usersBySub.set(user.sub, user);
      this.usersByEmail.set(user.email, user);
    }
    for (const account of data.accounts) {
      this.accounts.set(account.id, account);
      for (const member of account.members) {
        const list = this.accountsByMember.get(member.sub) ?? [];
        list.push(account);
        this.accountsByMember.set(member.sub, list);
      }
    }
    for (const location of data.locations) this.locations.set(location.id, location);
  }

  userBySub(sub: string): GoogleUser | undefined {
    return this.usersBySub.get(sub);
  }

  userByEmail(email: string): GoogleUser | undefined {
    const wanted = email.trim().toLowerCase();
    return this.usersByEmail.get(wanted);
  }

  /** The user's accounts, their personal account first as Google lists them. */
  accountsOf(sub: string): StoredAccount[] {
    const mine = [...(this.accountsByMember.get(sub) ?? [])];
    return mine.sort((a, b) => Number(b.type === 'PERSONAL') - Number(a.type === 'PERSONAL'));
  }

  account(id: string): StoredAccount | undefined {
    return this.accounts.get(id);
  }

  roleOf(account: StoredAccount, sub: string) {
    return account.members.find((member) => member.sub === sub)?.role;
  }

  location(id: string): StoredLocation | undefined {
    return this.locations.get(id);
  }

  locationsOf(account: StoredAccount): StoredLocation[] {
    return account.locationIds.map((id) => this.locations.get(id)!);
  }

  allLocations(): StoredLocation[] {
    return [...this.locations.values()];
  }

  review(location: StoredLocation, reviewId: string): StoredReview | undefined {
    return location.reviews.find((review) => review.reviewId === reviewId);
  }

  reviewsInOrder(location: StoredLocation, order: ReviewOrder): StoredReview[] {
    const key = `${location.id}|${order}`;
    let sorted = this.sortedReviews.get(key);
    if (!sorted) {
      sorted = [...location.reviews].sort(REVIEW_COMPARATORS[order]);
      this.sortedReviews.set(key, sorted);
    }
    return sorted;
  }

  addReview(location: StoredLocation, review: StoredReview): void {
    location.reviews.push(review);
    this.reviewsChanged(location);
  }

  /** The review is gone from the location (the reviewer deleted it, or Google took it down). */
  removeReview(location: StoredLocation, reviewId: string): StoredReview | undefined {
    const index = location.reviews.findIndex((review) => review.reviewId === reviewId);
    if (index < 0) return undefined;
    const [removed] = location.reviews.splice(index, 1);
    this.reviewsChanged(location);
    return removed;
  }

  /** A review's stars or update time changed in place: its orders are sorted again when next asked for. */
  reviewsChanged(location: StoredLocation): void {
    for (const order of REVIEW_ORDERS) this.sortedReviews.delete(`${location.id}|${order}`);
  }

  /** Average of the stars, one decimal, as Google shows it; undefined without reviews. */
  averageRating(location: StoredLocation): number | undefined {
    if (location.reviews.length === 0) return undefined;
    const total = location.reviews.reduce((sum, review) => sum + review.stars, 0);
    return Math.round((total / location.reviews.length) * 10) / 10;
  }
}

const byNewestUpdate = (a: StoredReview, b: StoredReview) =>
  b.updateTime.localeCompare(a.updateTime) || a.reviewId.localeCompare(b.reviewId);

const REVIEW_COMPARATORS: Record<ReviewOrder, (a: StoredReview, b: StoredReview) => number> = {
  'updateTime desc': byNewestUpdate,
  rating: (a, b) => a.stars - b.stars || byNewestUpdate(a, b),
  'rating desc': (a, b) => b.stars - a.stars || byNewestUpdate(a, b),
};
