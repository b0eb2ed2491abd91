import { useMutation } from '@tanstack/react-query';
import type { DatabaseConfig, TestDatabaseResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/installer/test-database {database} -> {success, error?} */
export function testDatabase(database: DatabaseConfig): Promise<TestDatabaseResponse> {
  return api.post<TestDatabaseResponse>('/api/installer/test-database', { database });
}

export function useTestDatabase() {
  return useMutation({ mutationFn: testDatabase });
}
