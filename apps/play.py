"""Serve the app: ``panel serve apps/play.py`` (each browser tab gets its own game)."""

import panel as pn

from scat_learn.ui import App
from scat_learn.ui.serve import skip_bokeh_diagnostics

pn.extension()
if pn.state.served:
    skip_bokeh_diagnostics()  # as under scat-learn: no costly suggestions for unseen errors

app = App()
if pn.state.served:
    app.page().servable(title=app.title)  # the page's title, in the page's language
else:  # run as a plain script or imported: show the app itself
    app.servable()
