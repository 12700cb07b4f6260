// Fixture: a domain module that breaks the layer rules on purpose.
import { useState } from 'react';

export const hook = useState;
