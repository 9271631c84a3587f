# Gravity for Linux. `make run` and `make test` do everything on a fresh
# Debian or Ubuntu machine with Swift installed.

SWIFT ?= swift
# System packages the build needs (headers + pkg-config files).
BUILD_PACKAGES := pkg-config libpng-dev libdeflate-dev libjpeg62-turbo-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libfontconfig-dev libicu-dev
# Extra packages the test suite uses (rsvg-convert checks the SVG backend;
# libpoppler-glib8 and librsvg2-2 draw PDF and SVG images, loaded on first
# use, so building needs neither;
# GNU time measures peak memory of hostile inputs; headless Chromium loads
# the `gravity preview` page; URW's base 35 fonts give fontconfig Type 1 and
# non-bundled families for the --system-fonts tests; unicode-data has
# Unicode's LineBreakTest.txt).
TEST_PACKAGES := librsvg2-bin libpoppler-glib8 librsvg2-2 time chromium fonts-urw-base35 unicode-data

# What `make deb` and `make test-install` use: strip and dpkg-shlibdeps,
# man, lintian (`make install` needs none of them).
SHIP_PACKAGES := binutils dpkg-dev man-db lintian

# Where `make install` puts gravity; DESTDIR stages it under another root.
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: run test build release release-flags bench bench-peers fuzz deps test-deps clean \
	install uninstall deb test-install docs generate-manual ship-deps

run: deps build
	$(SWIFT) run --skip-build gravity render Examples/Welcome.xml -o welcome.png
	@echo "Rendered Examples/Welcome.xml to $(CURDIR)/welcome.png"

# The tests run a second time on the portable twins of the vector paths
# (GRAVITY_SIMD=scalar): PNG encoding, deflate and decoding, raster spans,
# image comparison, and the Examples against their goldens.
PORTABLE_TESTS := PNGEncodeTests|PNGDeflateTests|PNGDecodeTests|SpanKernelTests|PortableTwinTests|RasterTests|ImageComparisonTests|ComparisonFastPathTests|ExampleGoldenTests

# Every tool the tests use is installed first, so a test that finds one
# missing fails instead of skipping (Tests/Support/RequiredTools).
test: deps test-deps
	GRAVITY_REQUIRE_TOOLS=1 $(SWIFT) test --disable-swift-testing
	GRAVITY_REQUIRE_TOOLS=1 GRAVITY_SIMD=scalar $(SWIFT) test --skip-build --disable-swift-testing \
		--filter '$(PORTABLE_TESTS)'
	$(SWIFT) run --skip-build gravity format --check Examples

build: deps
	$(SWIFT) build

# Release binaries link the Swift runtime and Foundation statically: a
# process then starts without resolving ~10,000 symbols in 14 shared
# libraries, which was a third of a small render's time (BENCHMARKS.md, cold
# start), and peaks ~4 MiB lower. The other flags cut a small render's
# instructions by a quarter (BENCHMARKS.md, cold start, session 7):
# - metadata of concrete generic types (Dictionary<FontKey, …>) through
#   accessor calls that are handed the conformances, not by demangling
#   names, which made the runtime scan all ~6,700 conformance records
#   (~0.4 M instructions) for each new key type;
# - lld packing relative relocations (DT_RELR), and no dynamic symbol table
#   for the executable, which every shared library's symbol lookup searched;
# - no $ORIGIN run path: the loader probed 20 folders beside the binary for
#   the system libraries before finding them where they always are;
# - libstdc++ (which the Swift runtime needs) linked statically too, through
#   the linker script in Scripts/static-libstdc++ (session 8): the shared
#   one's ~3,300 symbol relocations were 11 % of a small render;
# - GRAVITY_NO_SOURCE_FONTS: the shipped binary never looks for fonts in the
#   checkout it was built from (Sources/GravityText/BundledFonts.swift).
RELEASE := -c release --static-swift-stdlib --disable-local-rpath -Xswiftc -DGRAVITY_NO_SOURCE_FONTS \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
	-Xswiftc -Xclang-linker -Xswiftc -L$(CURDIR)/Scripts/static-libstdc++

# Only the command-line tool: GravityTesting imports XCTest, which has no
# static build to link into a --static-swift-stdlib binary.
release: deps
	$(SWIFT) build $(RELEASE) --product gravity

bench: deps
	$(SWIFT) build $(RELEASE) --product gravity-bench
	$(SWIFT) build $(RELEASE) --product gravity
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/gravity-bench" $(FILTER)

# The same cases on Yoga, Cairo, Skia, Pillow, pixelmatch and ImageMagick, side by
# side with ours. Needs network access (PyPI, Debian); not part of `make test`.
bench-peers: deps
	RELEASE="$(RELEASE)" Benchmarks/peers/run.sh

# The release binary, its man pages and completions, the fonts and their
# licences into $(DESTDIR)$(PREFIX) (Scripts/ship/stage). The binary finds
# the fonts at PREFIX/share/gravity/fonts from its own path.
install: release generate-manual
	Scripts/ship/stage "$$($(SWIFT) build $(RELEASE) --show-bin-path)/gravity" \
		"$$($(SWIFT) build --show-bin-path)/generate-manual" "$(PREFIX)" "$(DESTDIR)"

uninstall:
	Scripts/ship/uninstall "$(PREFIX)" "$(DESTDIR)"

# A Debian package of the same files under /usr; the last line is its path.
deb: release generate-manual ship-deps
	@Scripts/ship/deb "$$($(SWIFT) build $(RELEASE) --show-bin-path)/gravity" \
		"$$($(SWIFT) build --show-bin-path)/generate-manual" .build/ship

# install, deb and uninstall in a temporary prefix, the binary run with the
# checkout hidden (needs the release build: not part of `make test`).
test-install: ship-deps
	Scripts/ship/test-install

# The DocC documentation (catalogs in Sources/*/*.docc) as one static site
# in .build/docs, through swift-docc-plugin (a dependency no target uses:
# consumers never fetch it), then a check that every public declaration of
# these modules has a /// comment (Scripts/docs/undocumented lists any that
# do not). GravitySnapshotTesting exists only with the SnapshotTesting trait,
# so the site is built with it, in its own scratch folder: a trait changes
# every module's compiler flags, and sharing .build would rebuild the whole
# package on every switch between `make docs` and `make test`.
DOC_TARGETS := Gravity GravityCore GravityValues GravityDocument GravityResolve GravityLayout GravityBuilder GravityConstraints GravityTesting GravityTestingCore GravitySnapshotTesting
DOCS_SCRATCH := .build/docs-build
docs: deps
	$(SWIFT) package --scratch-path $(DOCS_SCRATCH) --traits SnapshotTesting --allow-writing-to-directory .build/docs \
		generate-documentation $(addprefix --target ,$(DOC_TARGETS)) --enable-experimental-combined-documentation \
		--output-path .build/docs --transform-for-static-hosting
	Scripts/docs/undocumented $(DOCS_SCRATCH) $(DOC_TARGETS)
	@echo "Documentation in $(CURDIR)/.build/docs (open index.html through a web server)"

# swift-argument-parser's man page generator (the tool behind its
# generate-manual plugin), run by Scripts/ship/stage on the binary.
generate-manual: deps
	$(SWIFT) build --product generate-manual

ship-deps:
	@./.ci/install-packages $(SHIP_PACKAGES)

# The release build's flags, for scripts that build it themselves.
release-flags:
	@echo $(RELEASE)

# libFuzzer over the front end, tools and the preview's requests: FUZZ_PART
# (all, or one of Tests/Fuzz/run's parts) for FUZZ_SECONDS, or FUZZ_RUNS
# executions when given. With AddressSanitizer by default; FUZZ_ASAN=0
# builds without it into .build-fuzz-fast (about 3 times the executions,
# for the parts that run Swift only: macros, styles, compose, format, rename).
FUZZ_SECONDS ?= 60
FUZZ_PART ?= all
FUZZ_ASAN ?= 1
FUZZ_BUILD = $(if $(filter 0,$(FUZZ_ASAN)),.build-fuzz-fast,.build-fuzz)
FUZZ_FLAGS = $(if $(filter 0,$(FUZZ_ASAN)),-Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link,\
	-Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address,fuzzer-no-link)
fuzz: deps
	$(SWIFT) build -c release --product GravityFuzz --scratch-path $(FUZZ_BUILD) -Xswiftc -DFUZZING $(FUZZ_FLAGS)
	FUZZ_BUILD=$(FUZZ_BUILD) Tests/Fuzz/run $(FUZZ_PART) $(if $(FUZZ_RUNS),-runs=$(FUZZ_RUNS),-max_total_time=$(FUZZ_SECONDS))

deps:
	@./.ci/install-packages $(BUILD_PACKAGES)

test-deps:
	@./.ci/install-packages $(TEST_PACKAGES)

clean:
	rm -rf .build welcome.png
