# Build: the same Maven build as the README, tests skipped (CI runs them).
FROM maven:3.9-eclipse-temurin-21 AS build
WORKDIR /src
COPY pom.xml .
COPY bot-core/pom.xml bot-core/
COPY discord-adapter/pom.xml discord-adapter/
COPY telegram-adapter/pom.xml telegram-adapter/
COPY bot-app/pom.xml bot-app/
RUN mvn -B -q dependency:go-offline -DexcludeReactor=true || true
COPY . .
RUN mvn -B -q package -DskipTests

# Run: a JRE only, as an unprivileged user. Tokens come from the environment
# (TELEGRAM_BOT_TOKEN, DISCORD_BOT_TOKEN); data lives in the /app/data volume.
FROM eclipse-temurin:21-jre
RUN useradd --system --create-home --home-dir /app --uid 10001 mazziere
WORKDIR /app
COPY --from=build /src/bot-app/target/mazziere.jar /app/mazziere.jar
RUN mkdir -p /app/data && chown mazziere:mazziere /app/data
USER mazziere
VOLUME /app/data
ENTRYPOINT ["java", "-XX:+ExitOnOutOfMemoryError", "-jar", "/app/mazziere.jar"]
