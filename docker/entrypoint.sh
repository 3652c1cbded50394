#!/bin/sh
# Starts the bot as the image's PID 1: java replaces this shell (exec), so docker stop's
# SIGTERM reaches it and the bot stops in order, with status 0.
# JAVA_OPTS adds or overrides JVM flags and is read as a shell reads a command line, so
# quotes keep a value with spaces whole: JAVA_OPTS='-Xss1m "-Dmazziere.note=two words"'.
set -e
eval "set -- $JAVA_OPTS -jar /app/mazziere.jar \"\$@\""
exec java -XX:MaxRAMPercentage=75 -XX:+ExitOnOutOfMemoryError "$@"
