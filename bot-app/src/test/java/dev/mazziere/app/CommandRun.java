package dev.mazziere.app;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

/** One run of the command line, in-process, as a test reads it: exit code, what it printed, what it complained. */
record CommandRun(int exit, String out, String err) {

    static CommandRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new CommandRun(exit, out.toString(), err.toString());
    }

    static CommandRun of(List<String> args) {
        return of(args.toArray(String[]::new));
    }

    /** The printed lines that are not blank. */
    List<String> lines() {
        return out.lines().filter(l -> !l.isBlank()).toList();
    }
}
