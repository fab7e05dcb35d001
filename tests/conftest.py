"""Shared test set-up: hypothesis profiles (CI runs the same examples every time)."""

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True, max_examples=60
)
settings.register_profile("thorough", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=600)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
