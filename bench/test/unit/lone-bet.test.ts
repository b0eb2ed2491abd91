import { describe, expect, it } from 'vitest';
import { histogramTotals } from '../../src/lone-bet.js';

const METRICS = [
  '# HELP http_request_duration_seconds HTTP requests by service, method, route and status',
  'http_request_duration_seconds_bucket{le="0.005",service="games",method="POST",route="/api/games/dice",status="200"} 3',
  'http_request_duration_seconds_sum{service="games",method="POST",route="/api/games/dice",status="200"} 0.042',
  'http_request_duration_seconds_count{service="games",method="POST",route="/api/games/dice",status="200"} 5',
  'http_request_duration_seconds_sum{service="games",method="POST",route="/api/games/dice",status="400"} 0.5',
  'http_request_duration_seconds_count{service="games",method="POST",route="/api/games/dice",status="400"} 1',
  'http_request_duration_seconds_sum{service="games",method="POST",route="/api/games/plinko",status="200"} 9',
  'http_request_duration_seconds_count{service="games",method="POST",route="/api/games/plinko",status="200"} 9',
  'bus_command_duration_seconds_sum{service="wallet",subject="wallet.v1.bets",outcome="ok"} 0.01',
  'bus_command_duration_seconds_count{service="wallet",subject="wallet.v1.bets",outcome="ok"} 4',
].join('\n');

describe('histogramTotals (the lone bet reads each hop from /metrics)', () => {
  it('adds up the sum and count of the series carrying every label asked for, and only those', () => {
    expect(histogramTotals(METRICS, 'http_request_duration_seconds', ['route="/api/games/dice"', 'status="200"'])).toEqual({ sum: 0.042, count: 5 });
    expect(histogramTotals(METRICS, 'http_request_duration_seconds', ['route="/api/games/dice"'])).toEqual({ sum: 0.542, count: 6 });
    expect(histogramTotals(METRICS, 'bus_command_duration_seconds', ['subject="wallet.v1.bets"'])).toEqual({ sum: 0.01, count: 4 });
  });

  it('finds nothing for a series that is not there (a hop that did not serve the bets)', () => {
    expect(histogramTotals(METRICS, 'http_request_duration_seconds', ['route="/games"'])).toEqual({ sum: 0, count: 0 });
  });
});
