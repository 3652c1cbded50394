# Mazziere's image: built with Maven, run on a JRE as an unprivileged user.
# Base images are pinned to full tags; move both on purpose, e.g.
#   docker build --build-arg JRE_IMAGE=eclipse-temurin:21.0.10_7-jre -t mazziere .
ARG MAVEN_IMAGE=maven:3.9.11-eclipse-temurin-21
ARG JRE_IMAGE=eclipse-temurin:21.0.9_10-jre

FROM ${MAVEN_IMAGE} AS build
WORKDIR /src

# 1. Dependencies, in a layer of their own: built again only when a pom changes. The
#    poms alone go through the same package as the real build, so every dependency and
#    plugin it needs is downloaded here, and the code step below runs offline. A failed
#    download fails the build: nothing half-done is cached.
COPY pom.xml ./
COPY bot-core/pom.xml bot-core/
COPY discord-adapter/pom.xml discord-adapter/
COPY telegram-adapter/pom.xml telegram-adapter/
COPY bot-app/pom.xml bot-app/
RUN mvn -B -q package dependency:copy-dependencies -DskipTests \
        -DincludeScope=runtime -DexcludeGroupIds=dev.mazziere \
 && mkdir -p /out \
 && mv bot-app/target/dependency /out/lib \
 && rm -rf target */target

# 2. The code: the project's own jars, and bot-app's, whose manifest lists the class path.
COPY bot-core/src bot-core/src
COPY discord-adapter/src discord-adapter/src
COPY telegram-adapter/src telegram-adapter/src
COPY bot-app/src bot-app/src
RUN mvn -B -q -o package -DskipTests \
 && mkdir -p /out/app \
 && find bot-core/target discord-adapter/target telegram-adapter/target -maxdepth 1 -name '*.jar' \
        ! -name '*-tests.jar' -exec cp {} /out/app/ \; \
 && cp bot-app/target/bot-app-*.jar /out/mazziere.jar

# Run: a JRE only. /app and the jars belong to root; the bot runs as uid:gid 10001:10001,
# a system user without a home directory, and writes only /app/data (the volume) and /tmp.
FROM ${JRE_IMAGE}
RUN groupadd --system --gid 10001 mazziere \
 && useradd --system --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin mazziere \
 && mkdir -p /app/data \
 && chown 10001:10001 /app/data
WORKDIR /app
# Third-party jars first: a code change replaces only the two small layers after this one.
COPY --from=build /out/lib/ /app/lib/
COPY --from=build /out/app/ /app/lib/
COPY --from=build /out/mazziere.jar /app/mazziere.jar

# MAZZIERE_HTTP_PORT serves /health (the HEALTHCHECK below) and /metrics; SQLite's temporary
# files go to /tmp, so `--read-only --tmpfs /tmp` works (its native library lives in /app/data).
ENV MAZZIERE_HTTP_PORT=8080 \
    SQLITE_TMPDIR=/tmp \
    JAVA_OPTS=""
EXPOSE 8080
USER 10001:10001
VOLUME /app/data
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${MAZZIERE_HTTP_PORT} && printf 'GET /health HTTP/1.0\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]
# exec: java is PID 1 and gets docker stop's SIGTERM. JAVA_OPTS adds or overrides JVM flags.
ENTRYPOINT ["/bin/sh", "-c", "exec java -XX:MaxRAMPercentage=75 -XX:+ExitOnOutOfMemoryError $JAVA_OPTS -jar /app/mazziere.jar \"$@\"", "mazziere"]
