"""Serve a classroom: ``panel serve apps/classroom.py --plugins scat_learn.ui.reconnect``
(students at /classroom, the teacher at /classroom?view=teacher). The codes are printed when
the first page opens. The plugin serves ``/scat-boot``, by which a page notices that the server
restarted and loads again, as under ``scat-learn classroom``."""

import panel as pn

from scat_learn.ui.classroom_pages import classroom_page
from scat_learn.ui.serve import skip_bokeh_diagnostics

pn.extension(reconnect=True)
skip_bokeh_diagnostics()  # as under scat-learn classroom: no costly suggestions for unseen errors

classroom_page().servable(title="Scat classroom")
