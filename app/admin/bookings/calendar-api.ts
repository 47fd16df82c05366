/**
 * The booking calendar's calls: bookings by Berlin day range (GET /api/admin/bookings) and
 * one's own feed address (status, make or reset, turn off). Shapes are the server's types.
 */
import type {
  BookingsAnswer,
  CalendarBooking as Booking,
  FeedAnswer,
  NewFeedAnswer,
} from "../../../server/bookings/routes.ts";
import { adminApi } from "../api";

import type { BookingAnswer } from "../../../server/bookings/lifecycle-routes.ts";
import type { NewDateProposal } from "../../../server/bookings/new-date.ts";

export type { Booking, BookingAnswer, FeedAnswer, NewFeedAnswer, NewDateProposal };

/** One offer's booking, its versions and what cancelling it today costs. */
export const bookingQuery = (offerId: string) => ({
  queryKey: ["booking", offerId],
  queryFn: () => adminApi.get<BookingAnswer>(`/offers/${offerId}/booking`),
});

export const cancelBooking = (
  offerId: string,
  body: {
    by: "staff_for_customer" | "agency";
    feeBp: number;
    reason?: string;
    newDates?: string[];
  },
) => adminApi.post<{ proposals: NewDateProposal[] }>(`/offers/${offerId}/booking/cancel`, body);

export const bookingsQuery = (from: string, to: string) => ({
  queryKey: ["bookings", from, to],
  queryFn: () =>
    adminApi.get<BookingsAnswer>(`/bookings?${new URLSearchParams({ from, to }).toString()}`),
});

export const feedQuery = {
  queryKey: ["calendar-feed"],
  queryFn: () => adminApi.get<FeedAnswer>("/calendar-feed"),
};

export const makeFeed = () => adminApi.post<NewFeedAnswer>("/calendar-feed");
export const removeFeed = () => adminApi.delete<unknown>("/calendar-feed");

/** What each of the calendar's views (month, week, list by day) is drawn from. */
export interface DaysView {
  /** The Berlin days shown, in order. */
  days: string[];
  /** Each day's bookings. */
  bookings: Map<string, Booking[]>;
  today: string;
}
