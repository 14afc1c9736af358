import type { Pricing, ToolStatus, ToolValidation } from '../../../src/domain/types.ts';

// Tool data quality: the issues and the status rule (docs/product.md#tool-data-quality).

export const PRICING_VALUES: readonly Pricing[] = ['free', 'freemium', 'paid', 'enterprise'];

const DESCRIPTION_MIN = 50;
const DESCRIPTION_MAX = 500;
const NAME_MAX = 50;

/** The fields the check looks at, as they came from the content service (pricing not defaulted). */
export type ToolQualityInput = {
  name?: string;
  description?: string;
  category?: string;
  url?: string;
  officialUrl?: string;
  docsUrl?: string;
  company?: string;
  pricing?: string;
  logo?: string;
  contentTypeTags?: readonly string[];
};

const present = (value: string | undefined) => typeof value === 'string' && value.trim() !== '';

function toolIssues(tool: ToolQualityInput): string[] {
  const issues: string[] = [];
  if (!present(tool.name)) issues.push('Missing name');
  if (!present(tool.description)) issues.push('Missing description');
  if (!present(tool.category)) issues.push('Missing category');
  if (!present(tool.officialUrl) && !present(tool.docsUrl) && !present(tool.url))
    issues.push('No working URLs');
  if (!present(tool.company)) issues.push('Missing company');
  if (!PRICING_VALUES.includes(tool.pricing as Pricing)) issues.push('Unknown pricing');
  if (!present(tool.logo)) issues.push('Missing logo');
  if (!tool.contentTypeTags || tool.contentTypeTags.length === 0) issues.push('Missing content type tags');
  const description = tool.description?.trim() ?? '';
  if (description && description.length < DESCRIPTION_MIN) issues.push('Description too short');
  if (description.length > DESCRIPTION_MAX) issues.push('Description too long');
  if ((tool.name?.trim().length ?? 0) > NAME_MAX) issues.push('Name too long');
  return issues;
}

/** A missing logo, missing content-type tags or pending research do not make a tool a draft. */
function blocksPublishing(issue: string): boolean {
  const lower = issue.toLowerCase();
  if (!issue.includes('Missing')) return false;
  return !(
    lower.includes('research needed') ||
    lower.includes('logo') ||
    lower.includes('content type tags')
  );
}

export function toolStatus(issues: readonly string[]): ToolStatus {
  if (issues.some(blocksPublishing)) return 'draft';
  if (issues.length > 0) return 'research_needed';
  return 'published';
}

export function validateTool(tool: ToolQualityInput): ToolValidation {
  const issues = toolIssues(tool);
  const status = toolStatus(issues);
  return { isValid: status === 'published', issues, status };
}
