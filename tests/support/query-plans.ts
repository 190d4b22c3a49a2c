/** A node of PostgreSQL's EXPLAIN (FORMAT JSON) plan, as far as the plan tests read it. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** The node and every node below it. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** The plan as indented lines, for a failing assertion's message. */
export function describePlan(node: PlanNode, depth = 0): string {
  const on = node["Index Name"] ?? node["Relation Name"];
  return [
    `${"  ".repeat(depth)}${node["Node Type"]}${on ? ` on ${on}` : ""}`,
    ...(node.Plans ?? []).map((child) => describePlan(child, depth + 1)),
  ].join("\n");
}
