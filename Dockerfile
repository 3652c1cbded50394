# Mazziere's image: built with Maven, run on a JRE as an unprivileged user.
# Base images are pinned to full tags; move both on purpose, e.g.
#   docker build --build-arg JRE_IMAGE=eclipse-temurin:21.0.10_7-jre -t mazziere .
# Needs BuildKit (the default builder since Docker 23; DOCKER_BUILDKIT=1 before that).
# VERSION and REVISION label the image (the release workflow passes the tag and the commit);
# a VERSION that is not the pom's fails the build, so a label never says another version.
ARG MAVEN_IMAGE=maven:3.9.11-eclipse-temurin-21
ARG JRE_IMAGE=eclipse-temurin:21.0.9_10-jre

# The jars are bytecode: built once, on the builder's own platform, for every platform of
# the image (a multi-arch build does not compile again under emulation).
FROM --platform=$BUILDPLATFORM ${MAVEN_IMAGE} AS build
WORKDIR /src

# 1. Dependencies, in a step of their own: run again only when a pom changes. The poms alone go
#    through the same package as the real build, so every dependency and plugin it needs is
#    downloaded here and the code step below runs offline. Maven's repository is a build cache,
#    not a layer: after a pom edit only what changed is downloaded, and none of it (test
#    libraries included) reaches an image layer; the runtime stage gets the runtime jars alone.
COPY pom.xml ./
COPY bot-core/pom.xml bot-core/
COPY discord-adapter/pom.xml discord-adapter/
COPY telegram-adapter/pom.xml telegram-adapter/
COPY bot-app/pom.xml bot-app/
RUN --mount=type=cache,target=/root/.m2 \
    mvn -B -q package dependency:copy-dependencies -DskipTests -Dmazziere.shade.skip=true \
        -DincludeScope=runtime -DexcludeGroupIds=dev.mazziere \
 && mkdir -p /out \
 && mv bot-app/target/dependency /out/lib \
 && rm -rf target */target

# 2. The code: the project's own jars, and bot-app's, whose manifest lists the class path. The fat
#    jar (mazziere.jar of a plain `mvn package`) is not built: the image runs this layout.
COPY bot-core/src bot-core/src
COPY discord-adapter/src discord-adapter/src
COPY telegram-adapter/src telegram-adapter/src
COPY bot-app/src bot-app/src
ARG VERSION=
RUN --mount=type=cache,target=/root/.m2 \
    mvn -B -q -o package -DskipTests -Dmazziere.shade.skip=true \
 && built="$(sed -n 's/^version=//p' bot-app/target/classes/dev/mazziere/app/build.properties)" \
 && if [ -n "$VERSION" ] && [ "$VERSION" != "$built" ]; then \
        echo "VERSION=$VERSION but the pom says $built: set the pom's version first" >&2; exit 1; fi \
 && mkdir -p /out/app \
 && find bot-core/target discord-adapter/target telegram-adapter/target -maxdepth 1 -name '*.jar' \
        ! -name '*-tests.jar' -exec cp {} /out/app/ \; \
 && cp bot-app/target/bot-app-*.jar /out/mazziere.jar

# Run: a JRE only. /app and the jars belong to root; the bot runs as uid:gid 10001:10001,
# a system user without a home directory, and writes only /app/data (the volume) and /tmp.
FROM ${JRE_IMAGE}
ARG VERSION=
ARG REVISION=
LABEL org.opencontainers.image.title="Mazziere" \
      org.opencontainers.image.description="Traditional Italian card games for Telegram and Discord group chats" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}"
# Font caches built now, and a writable place for any other (XDG_CACHE_HOME): fontconfig then
# never prints "No writable cache directories" on a read-only root, which a JSON log would choke on.
RUN groupadd --system --gid 10001 mazziere \
 && useradd --system --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin mazziere \
 && mkdir -p /app/data \
 && chown 10001:10001 /app/data \
 && (fc-cache -f >/dev/null 2>&1 || true)
WORKDIR /app
# Third-party jars first: a code change replaces only the small layers after this one.
COPY --from=build /out/lib/ /app/lib/
COPY docker/entrypoint.sh docker/healthcheck.sh /app/
COPY --from=build /out/app/ /app/lib/
COPY --from=build /out/mazziere.jar /app/mazziere.jar

# MAZZIERE_HTTP_PORT serves /health/live (the HEALTHCHECK below), /health/ready and /metrics;
# SQLite's and fontconfig's temporary files go to /tmp, so `--read-only --tmpfs /tmp` works
# (SQLite's native library lives in /app/data).
ENV MAZZIERE_HTTP_PORT=8080 \
    SQLITE_TMPDIR=/tmp \
    XDG_CACHE_HOME=/tmp/.cache \
    JAVA_OPTS=""
EXPOSE 8080
USER 10001:10001
VOLUME /app/data
# Liveness only (docker/healthcheck.sh): healthy within 5 s of the HTTP server answering, and an
# outage of a platform or of the database does not make a working process "unhealthy".
HEALTHCHECK --interval=5s --timeout=5s --start-period=60s --retries=3 CMD ["/app/healthcheck.sh"]
# java is PID 1 (the script execs it) and gets docker stop's SIGTERM: it stops in order, status 0.
ENTRYPOINT ["/app/entrypoint.sh"]
