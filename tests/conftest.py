"""Shared test set-up: hypothesis profiles (CI runs the same examples every time), and a data
folder of the test run's own (the deal key, the stores), never the user's."""

import os
import tempfile

from hypothesis import HealthCheck, settings

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True, max_examples=60
)
settings.register_profile("thorough", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=600)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

# Servers started by the tests, in this process or as subprocesses, keep their data here; its
# deal key is a fixed one, so that a deal code gives the same cards in every test run.
os.environ["SCAT_LEARN_DATA"] = DATA = tempfile.mkdtemp(prefix="scat-learn-test-data-")
with open(os.path.join(DATA, "deal-key"), "wb") as key:
    key.write(b"scat_learn tests: not a secret!!")
