import { BooleanInput } from 'react-admin';

/** The server lists live records unless asked for deleted ones (filter deleted: true). */
export const deletedFilter = <BooleanInput key="deleted" source="deleted" alwaysOn />;
