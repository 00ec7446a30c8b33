import { Moon, Sun } from "lucide-react";
import { commonMessages } from "../../domain/kernel/messages-common";
import { Button } from "../ui/button";
import { useTheme } from "./theme-store";

export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  const dark = theme === "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={commonMessages.themeToggle}
      aria-pressed={dark}
      data-theme={theme}
      onClick={() => setTheme(dark ? "light" : "dark")}
    >
      {dark ? (
        <Sun className="h-5 w-5" aria-hidden="true" />
      ) : (
        <Moon className="h-5 w-5" aria-hidden="true" />
      )}
    </Button>
  );
}
