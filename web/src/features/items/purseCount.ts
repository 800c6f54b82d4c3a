/** "1 purse" / "12 purses". */
export function purseCount(count: number): string {
  return `${count} ${count === 1 ? 'purse' : 'purses'}`;
}
