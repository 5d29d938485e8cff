export interface LegalText {
  title: string;
  intro: string;
  sections: { heading: string; points: string[] }[];
}
