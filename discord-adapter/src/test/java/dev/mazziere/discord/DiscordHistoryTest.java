package dev.mazziere.discord;

import static dev.mazziere.discord.DiscordHarness.ANNA;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The real JDA against a fake Discord: /history answers with the summary, then the transcript as a file. */
@Timeout(60)
@DisplayName("/history on Discord")
class DiscordHistoryTest {

    @RegisterExtension
    final DiscordHarness discord = DiscordHarness.realTime();
    private FakeDiscord fake;

    @BeforeEach
    void start() throws Exception {
        fake = discord.start(DiscordConfig.Hands.EPHEMERAL);
    }

    /** The files uploaded by the calls made for interaction {@code id}'s followups. */
    private List<FakeDiscord.Upload> followupFiles(String id) {
        return fake.calls.stream().filter(c -> c.method().equals("POST") && c.path().matches("/webhooks/\\d+/itoken-" + id))
                .flatMap(c -> c.files().stream()).toList();
    }

    @Test
    @DisplayName("the summary is the command's reply and the match's transcript follows it as a .jsonl file")
    void uploadsTheTranscript() {
        discord.startMatch("scopa");
        discord.command(ANNA, "stop");

        String id = discord.command(ANNA, "history");

        List<FakeDiscord.Upload> files = followupFiles(id);
        assertThat(files).singleElement().satisfies(f -> {
            assertThat(f.fileName()).matches("mazziere-scopa-.*\\.jsonl");
            assertThat(new String(f.bytes(), StandardCharsets.UTF_8)).contains("\"format\":\"mazziere-transcript/1\"")
                    .contains("\"game\":\"scopa\"");
        });
        assertThat(fake.calls).anyMatch(c -> c.path().endsWith("itoken-" + id + "/messages/@original")
                && c.body().getString("content", "").startsWith("📜 Last match: Scopa"));
        discord.noErrors();
    }

    @Test
    @DisplayName("a refused upload leaves the summary standing, and the log says why")
    void aRefusedUploadLeavesTheSummary() {
        discord.startMatch("scopa");
        discord.command(ANNA, "stop");
        fake.publicFollowupsRefused = true;

        String id = discord.command(ANNA, "history");

        assertThat(fake.calls).anyMatch(c -> c.path().endsWith("itoken-" + id + "/messages/@original")
                && c.body().getString("content", "").startsWith("📜 Last match: Scopa"));
        DiscordHarness.waitFor(() -> discord.warnings().stream().anyMatch(w -> w.startsWith("cannot upload mazziere-scopa-")),
                "a warning naming the file");
    }
}
