// npm run db:generate: generates each service's Prisma client into src/db/generated (not committed).
import { prismaGenerate, servicesWithSchema } from './prisma-tools.mjs';

for (const service of servicesWithSchema()) {
  prismaGenerate(service.schemaFile);
  console.log(`prisma client generated for ${service.name}`);
}
