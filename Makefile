# Two entry points for a fresh machine: `make run` and `make test`. Everything else is a step of those.
SHELL := /bin/bash
NPM ?= npm
export NODE_OPTIONS ?=

# TypeScript 7 (the native compiler) checks and builds; TypeScript 5.9 stays installed as the library
# that openapi-typescript and typescript-eslint call. Both install a `tsc` bin, so call 7 by path.
TSC := node node_modules/typescript-native/bin/tsc
STAMP_INSTALL := node_modules/.install-stamp
STAMP_BUILD := dist/.build-stamp
TS_SOURCES := $(shell find common impl runtime generated -name '*.ts' -o -name '*.js' 2>/dev/null) tsconfig.build.json
GENERATED_JSON := $(wildcard generated/*.json)

SDK_STAMP := sdk/dist/.build-stamp

.PHONY: sdk run test check check-generated-types check-generated check-types check-lint generate build install migrate new-tool bench clean

## install: dependencies exactly as locked (again only when package-lock.json changes)
install: $(STAMP_INSTALL)
$(STAMP_INSTALL): package-lock.json package.json
	$(NPM) ci --no-audit --no-fund
	@touch $@

## generate: contracts/ -> generated/ (commit the result)
generate: $(STAMP_INSTALL)
	npx tsx generator/cli.ts

## build: compile the service to dist/ and the SDK to sdk/dist/ (skipped when nothing changed)
build: $(STAMP_BUILD) $(SDK_STAMP)
$(STAMP_BUILD): $(STAMP_INSTALL) $(TS_SOURCES) $(GENERATED_JSON)
	$(TSC) -p tsconfig.build.json
	@mkdir -p dist/generated && cp generated/*.json dist/generated/
	@cp -r generated/validators dist/generated/   # plain .js: tsc neither checks nor copies it
	@touch $@

## sdk: compile the client package sdk/ to sdk/dist/ (then `npm pack` in sdk/ makes its tarball)
sdk: $(SDK_STAMP)
$(SDK_STAMP): $(STAMP_INSTALL) $(wildcard sdk/src/*.ts) sdk/tsconfig.json sdk/package.json generated/sdk.ts generated/sdk-tools.ts
	rm -rf sdk/dist && $(TSC) -p sdk/tsconfig.json
	@touch $@

## migrate: apply pending migrations to DATABASE_URL (the server also does this at start-up)
migrate: build
	node dist/runtime/migrate.js

## run: set up and serve on PORT (default 8080)
run: build
	DEPLOYED_COMMIT="$${DEPLOYED_COMMIT:-$$(git rev-parse HEAD 2>/dev/null)}" node dist/runtime/server.js

## test: set up and run every test (mocha); ends with "N passed, N failed"
test: $(STAMP_INSTALL)
	npx mocha 'test/**/*.test.ts'

## check: generated/ is current, types check, lint is clean. Two lanes side by side on two cores:
## ESLint (the longest step) alone, generate --check then tsc in the other.
check: $(STAMP_INSTALL)
	@$(MAKE) --no-print-directory -j2 --output-sync=target check-lint check-generated-types

check-generated-types: check-generated
	$(TSC) --noEmit -p tsconfig.json --singleThreaded
check-generated:
	npx tsx generator/cli.ts --check
check-types:
	$(TSC) --noEmit -p tsconfig.json
check-lint:
	npx eslint --max-warnings 0 .

## new-tool: scaffold a tool's contract, impl and property test (CATEGORY=<slug> ID=<tool-id>)
new-tool: $(STAMP_INSTALL)
	npx tsx scripts/new-tool.ts "$(CATEGORY)" "$(ID)"

## bench: performance ratios (never part of make test)
bench: build
	@command -v wrk >/dev/null || $$(command -v sudo) apt-get install -y -qq wrk
	node --import tsx bench/run.ts

clean:
	rm -rf dist
