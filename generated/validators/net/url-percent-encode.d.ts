// generated from contracts/ — do not edit
type Validator = ((data: unknown) => boolean) & { errors?: unknown };
export declare const validateInput: Validator;
export declare const validateOutput: Validator;
