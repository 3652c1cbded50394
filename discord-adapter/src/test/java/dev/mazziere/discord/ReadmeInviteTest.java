package dev.mazziere.discord;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.dv8tion.jda.api.Permission;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The README's invite asks for the permissions its table names, each with JDA's value, and
 * for those the bot needs: to post and edit, and to attach the pictures and the /history file.
 */
@DisplayName("The README's Discord invite")
class ReadmeInviteTest {

    /** Tests run in the module's directory; the README is at the repository's root. */
    private static final Path README = Path.of("..", "README.md");
    private static final Pattern ROW = Pattern.compile("(?m)^\\| ([A-Z][A-Za-z ]+) \\| [^|]+ \\| (\\d+) \\|$");

    @Test
    @DisplayName("the permission total and the link's integer are the sum of the table's permissions, Attach Files and the thread ones among them")
    void permissionsAddUp() throws IOException {
        String readme = Files.readString(README);
        String section = readme.substring(readme.indexOf("### 2. Invite the bot to a server"),
                readme.indexOf("### 3. Configure and run"));

        List<Permission> named = new ArrayList<>();
        Matcher row = ROW.matcher(section);
        while (row.find()) {
            Permission p = byName(row.group(1));
            assertThat(Long.parseLong(row.group(2))).as(row.group(1)).isEqualTo(p.getRawValue());
            named.add(p);
        }
        long total = Permission.getRaw(EnumSet.copyOf(named));

        assertThat(named).contains(Permission.VIEW_CHANNEL, Permission.MESSAGE_SEND, Permission.MESSAGE_HISTORY,
                Permission.MESSAGE_ATTACH_FILES, Permission.CREATE_PUBLIC_THREADS, Permission.MESSAGE_SEND_IN_THREADS);
        assertThat(section).contains("| **total** | | **" + total + "** |").contains("&permissions=" + total + "\n")
                .doesNotContain("plain text");
    }

    /** The permissions as Discord's settings name them, which the README uses (JDA's names differ a little). */
    private static final Map<String, Permission> NAMES = Map.of("View Channel", Permission.VIEW_CHANNEL,
            "Send Messages", Permission.MESSAGE_SEND, "Read Message History", Permission.MESSAGE_HISTORY,
            "Add Reactions", Permission.MESSAGE_ADD_REACTION, "Attach Files", Permission.MESSAGE_ATTACH_FILES,
            "Embed Links", Permission.MESSAGE_EMBED_LINKS, "Manage Messages", Permission.MESSAGE_MANAGE,
            "Create Public Threads", Permission.CREATE_PUBLIC_THREADS,
            "Send Messages in Threads", Permission.MESSAGE_SEND_IN_THREADS);

    private static Permission byName(String name) {
        Permission p = NAMES.get(name.trim());
        if (p == null) {
            throw new AssertionError("the README names a permission this test does not know: " + name);
        }
        return p;
    }
}
