"""Serve a classroom: ``panel serve apps/classroom.py`` (students at /classroom, the teacher at
/classroom?view=teacher). The codes are printed when the first page opens."""

import panel as pn

from scat_learn.ui.classroom_pages import classroom_page

pn.extension(reconnect=True)

classroom_page().servable(title="Scat classroom")
