/** A node of PostgreSQL's `EXPLAIN (FORMAT JSON)` plan, as far as tests read it. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** How a plan reads a table: the node type of every scan of `relation` in it ('Index Scan', 'Seq Scan', ...). */
export function scansOf(node: PlanNode, relation: string): string[] {
  const own = node['Relation Name'] === relation ? [node['Node Type']] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => scansOf(child, relation))];
}

/** How a plan reads an index: the node type of every scan of `index` in it ('Index Scan', 'Bitmap Index Scan', ...). */
export function scansOfIndex(node: PlanNode, index: string): string[] {
  const own = node['Index Name'] === index ? [node['Node Type']] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => scansOfIndex(child, index))];
}
