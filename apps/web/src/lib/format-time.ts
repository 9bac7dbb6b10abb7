const two = (value: number) => String(value).padStart(2, '0');

/** Epoch milliseconds as the local day `YYYY-MM-DD`, the records' date format. */
export function formatDay(at: number): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Epoch milliseconds as local `YYYY-MM-DD HH:mm:ss`, the records' time format. */
export function formatTime(at: number): string {
  const date = new Date(at);
  return `${formatDay(at)} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}
