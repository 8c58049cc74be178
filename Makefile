# ButtonSizer: the README's two commands are `make demo` and `make test`.
# Both install the Debian packages the build needs when they are missing (as root, or through sudo).

SWIFT ?= swift
DEB_PACKAGES := pkg-config libfreetype-dev libfontconfig-dev libharfbuzz-dev libicu-dev libpng-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN := .build/debug/buttonsizer

.PHONY: deps build demo test clean

deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build

demo: build
	$(BIN) --help

test: deps
	$(SWIFT) test

clean:
	rm -rf .build
