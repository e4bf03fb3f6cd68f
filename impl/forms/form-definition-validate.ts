import type { Input, Output } from '../../generated/tools/forms/form-definition-validate.js';
import { limits } from '../../generated/tools/forms/form-definition-validate.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { checkDefinition, checkDefinitionLimits, type FormDefinition } from './lib/definition.js';

export default function formDefinitionValidate(input: Input): Output {
  checkJsonBounds(input, '', { depth: bound(limits, 'max_input_depth'), nodes: bound(limits, 'max_input_nodes'), bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const definition = input.definition as FormDefinition;
  checkDefinitionLimits(definition, '/definition', limits);
  const { problems } = checkDefinition(definition, '/definition', limits.max_number_chars);
  return {
    valid: problems.length === 0,
    problems: problems.slice(0, limits.max_problems),
    truncated: problems.length > limits.max_problems,
    counts: { fields: definition.fields.length, problems: problems.length },
  };
}
