"""``python -m scat_learn.cli``: the same as the ``scat-learn`` command."""

import sys

from . import main

sys.exit(main())
