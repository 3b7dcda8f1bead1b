import os

from hypothesis import Phase, settings

# HYPOTHESIS_PROFILE=debug: report failures at once, without the slow shrinking phase.
settings.register_profile("debug", phases=[Phase.explicit, Phase.reuse, Phase.generate])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
