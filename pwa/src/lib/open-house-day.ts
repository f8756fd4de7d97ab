/** An open house date as a full day ("Saturday, December 5, 2026"), or To be announced. */
export const openHouseDayOf = (date: string | null) =>
  date
    ? new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : 'To be announced';
