package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("/notify: a private note when a table opens in the chat")
class NotifyTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    @Test
    @DisplayName("those who asked are told privately with a link, and the lobby says how many; the opener is not")
    void watchersAreTold() {
        // given carla and dora asked, in English and Italian, and anna too
        chat.say("carla", "/notify");
        chat.say("dora", "/avvisami");
        chat.say("anna", "/notify");
        assertThat(chat.lastChat()).startsWith("🔔 I will tell you privately when a table opens here");

        // when anna opens Scopa
        chat.say("anna", "/scopa");

        // then carla and dora read where, anna is not told of her own table, and the lobby counts two
        assertThat(notes("carla")).containsExactly("🔔 anna opened a Scopa table in #group-1: join them!");
        assertThat(notes("dora")).hasSize(1);
        assertThat(notes("anna")).isEmpty();
        assertThat(chat.groupTexts()).anyMatch(t -> t.contains("table opened by anna") && t.contains("🔔 2 told privately"));
    }

    @Test
    @DisplayName("a player is told at most once in ten minutes, and /notify again stops the notes")
    void onceInTenMinutesUntilStopped() {
        chat.say("carla", "/notify");
        chat.say("dora", "/notify");
        chat.say("anna", "/scopa", "/stop");

        // a table opened five minutes later tells nobody again, and its lobby counts nobody
        chat.time.advance(Duration.ofMinutes(5));
        chat.say("bruno", "/scopa");
        assertThat(notes("carla")).hasSize(1);
        assertThat(chat.groupTexts().get(chat.groupTexts().size() - 1)).contains("table opened by bruno")
                .doesNotContain("🔔");
        chat.say("bruno", "/stop");

        // carla stops her notes; ten minutes after the first, dora alone is told again
        chat.say("carla", "/notify");
        assertThat(chat.lastChat()).startsWith("🔕");
        chat.time.advance(Duration.ofMinutes(6));
        chat.say("anna", "/scopa");
        assertThat(notes("carla")).hasSize(1);
        assertThat(notes("dora")).hasSize(2);
        assertThat(chat.groupTexts()).last().asString().contains("🔔 1 told privately");
    }

    @Test
    @DisplayName("a restart keeps the lobby's count of those told and the ten minutes' quiet: nobody is told twice")
    void restartRemembersWhoWasTold() {
        // given carla and dora told of anna's table, whose lobby counts them
        chat.say("carla", "/notify");
        chat.say("dora", "/notify");
        chat.say("anna", "/scopa");

        // when the bot restarts, redraws anna's lobby, and bruno opens a table five minutes later
        TestChat after = chat.restarted();
        after.time.advance(Duration.ofMinutes(1));
        assertThat(after.groupTexts()).last().asString().contains("table opened by anna").contains("🔔 2 told privately");
        after.time.advance(Duration.ofMinutes(4));
        after.say("anna", "/stop");
        after.say("bruno", "/scopa");

        // then nobody is told again, and bruno's lobby counts nobody
        assertThat(after.log).noneMatch(o -> o.kind().equals("dm") && o.text().contains(" opened a "));
        assertThat(after.groupTexts()).last().asString().contains("table opened by bruno").doesNotContain("🔔");

        // and eleven minutes after the first note, a new table tells them again
        after.say("bruno", "/stop");
        after.time.advance(Duration.ofMinutes(6));
        after.say("anna", "/scopa");
        assertThat(after.log).filteredOn(o -> o.kind().equals("dm") && o.text().contains(" opened a ")).hasSize(2);
    }

    @Test
    @DisplayName("/notify in a private chat says where to type it")
    void notInPrivate() {
        chat.sayPrivately("carla", "/notify");

        assertThat(chat.log).last().satisfies(o -> assertThat(o.text()).startsWith("Type /notify in a group"));
    }

    /** The notes {@code user} got about tables opening. */
    private List<String> notes(String user) {
        return chat.log.stream().filter(o -> o.kind().equals("dm") && o.to().equals(user) && o.text().contains(" opened a "))
                .map(TestChat.Out::text).toList();
    }
}
