package dev.mazziere.app.ops;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.OutputStreamAppender;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Sender;
import dev.mazziere.chat.UserId;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

@DisplayName("Log lines")
class LogEncoderTest {

    private static final String TOKEN = "777:secret-TOKEN-value";
    private static final String PATTERN =
            "%-5level %logger{20} %replace([chat=%X{chat} table=%X{table}] ){'\\[chat= table=\\] ', ''}%msg%exOneLine%n";

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
    private final Logger logger = context.getLogger("dev.mazziere.test.Logs");
    private OutputStreamAppender<ILoggingEvent> appender;

    /** The test context's configuration (logback-test.xml, as logback.xml) registers %exOneLine. */
    @BeforeEach
    void secrets() {
        Secrets.install(Secrets.of(Map.of("TELEGRAM_BOT_TOKEN", TOKEN)));
    }

    @AfterEach
    void detach() {
        logger.detachAppender(appender);
        logger.setLevel(null);
        logger.setAdditive(true);
        Secrets.install(Secrets.of(Map.of()));
        MDC.clear();
    }

    private void use(String format) {
        LogEncoder encoder = new LogEncoder();
        encoder.setContext(context);
        encoder.setFormat(format);
        encoder.setPattern(PATTERN);
        encoder.start();
        appender = new OutputStreamAppender<>();
        appender.setContext(context);
        appender.setEncoder(encoder);
        appender.setOutputStream(bytes);
        appender.start();
        logger.addAppender(appender);
        logger.setAdditive(false);
        logger.setLevel(Level.INFO);
    }

    private List<String> lines() {
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static IOException failure() {
        return new IOException("cannot post to /bot" + TOKEN + "/sendMessage",
                new SocketTimeoutException("timeout\nsecond line"));
    }

    @Test
    @DisplayName("MAZZIERE_LOG_FORMAT=json: one JSON object per line, with the MDC's chat and table, the token masked")
    void json() throws Exception {
        use("JSON");
        MDC.put("chat", "telegram:-100");
        MDC.put("table", "42");

        logger.warn("sending to {} failed", "-100", failure());

        assertThat(lines()).hasSize(1);
        JsonNode line = new ObjectMapper().readTree(lines().get(0));
        assertThat(line.path("level").asText()).isEqualTo("WARN");
        assertThat(line.path("loggerName").asText()).isEqualTo("dev.mazziere.test.Logs");
        assertThat(line.path("mdc").path("chat").asText()).isEqualTo("telegram:-100");
        assertThat(line.path("mdc").path("table").asText()).isEqualTo("42");
        assertThat(line.path("formattedMessage").asText()).isEqualTo("sending to -100 failed");
        assertThat(line.path("throwable").path("message").asText()).isEqualTo("cannot post to /bot***/sendMessage");
        assertThat(lines().get(0)).doesNotContain(TOKEN);
    }

    @Test
    @DisplayName("text: a logged exception is a short tail of its one line, causes included, the token masked")
    void textOneLine() {
        use("text");
        MDC.put("table", "7");

        logger.warn("sending failed", failure());

        assertThat(lines()).containsExactly("WARN  d.mazziere.test.Logs [chat= table=7] sending failed [IOException: cannot post"
                + " to /bot***/sendMessage <- SocketTimeoutException: timeout]");
    }

    @Test
    @DisplayName("text at DEBUG: the stack trace follows on the next lines")
    void textTraceAtDebug() {
        use("text");
        logger.setLevel(Level.DEBUG);

        logger.warn("sending failed", failure());

        assertThat(lines().get(0)).isEqualTo("WARN  d.mazziere.test.Logs sending failed");
        assertThat(lines()).hasSizeGreaterThan(3).anyMatch(l -> l.contains("at dev.mazziere.app.ops.LogEncoderTest"));
        assertThat(String.join("\n", lines())).doesNotContain(TOKEN);
    }

    @Test
    @DisplayName("an unknown format writes text; the setting itself is refused with a line naming the variable")
    void unknownFormat() {
        use("xml");
        logger.info("still here");
        assertThat(lines()).containsExactly("INFO  d.mazziere.test.Logs still here");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Settings.fromEnv(Map.of("MAZZIERE_LOG_FORMAT", "xml")))
                .isInstanceOf(Misconfigured.class).hasMessage("MAZZIERE_LOG_FORMAT must be text or json, not 'xml'");
    }

    @Test
    @DisplayName("while the core handles an event, every line it logs names the event's chat")
    void chatInMdc() throws Exception {
        use("json");
        ChatHandler core = event -> LoggerFactory.getLogger("dev.mazziere.test.Logs").info("handling");
        ChatHandler metered = new MeteredChatHandler("telegram", core, new SimpleMeterRegistry());
        Sender anna = new Sender(new UserId("telegram", "1"), "anna", null, false);

        metered.handle(new ChatEvent.Command("e1", new ChatId("telegram", "-5"), anna, "help", List.of()));
        logger.info("after");

        ObjectMapper json = new ObjectMapper();
        assertThat(json.readTree(lines().get(0)).path("mdc").path("chat").asText()).isEqualTo("telegram:-5");
        assertThat(json.readTree(lines().get(1)).path("mdc").path("chat").isMissingNode()).isTrue();
    }
}
