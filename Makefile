# Gravity for Linux. `make run` and `make test` do everything on a fresh
# Debian or Ubuntu machine with Swift installed.

SWIFT ?= swift
# System packages the build needs (headers + pkg-config files).
BUILD_PACKAGES := pkg-config libpng-dev libdeflate-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libfontconfig-dev libicu-dev
# Extra packages the test suite uses (rsvg-convert checks the SVG backend;
# GNU time measures peak memory of hostile inputs; headless Chromium loads
# the `gravity preview` page; unicode-data has Unicode's LineBreakTest.txt).
TEST_PACKAGES := librsvg2-bin time chromium unicode-data

.PHONY: run test build release release-flags bench bench-peers fuzz deps test-deps clean

run: deps build
	$(SWIFT) run --skip-build gravity render Examples/Welcome.xml -o welcome.png
	@echo "Rendered Examples/Welcome.xml to $(CURDIR)/welcome.png"

test: deps test-deps
	GRAVITY_REQUIRE_BROWSER=1 $(SWIFT) test --disable-swift-testing
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
#   one's ~3,300 symbol relocations were 11 % of a small render.
RELEASE := -c release --static-swift-stdlib --disable-local-rpath \
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

# The release build's flags, for scripts that build it themselves.
release-flags:
	@echo $(RELEASE)

# libFuzzer over the XML front end and value parsers, for FUZZ_SECONDS.
FUZZ_SECONDS ?= 60
fuzz: deps
	$(SWIFT) build -c release --product GravityFuzz --scratch-path .build-fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xcc -fsanitize=address,fuzzer-no-link
	mkdir -p .build-fuzz/corpus
	find Examples Tests/Fixtures/hostile \( -name '*.xml' -o -name '*.json' \) -exec cp {} .build-fuzz/corpus/ \;
	.build-fuzz/release/GravityFuzz .build-fuzz/corpus -max_len=4096 \
		-max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 -artifact_prefix=Tests/Fuzz/

deps:
	@./.ci/install-packages $(BUILD_PACKAGES)

test-deps:
	@./.ci/install-packages $(TEST_PACKAGES)

clean:
	rm -rf .build welcome.png
