import { Page } from '../../../ui/Page';
import { AutocompleteSection } from '../controls/AutocompleteSection';
import { DateSection } from '../controls/DateSection';
import { FormKitSection } from '../controls/FormKitSection';
import { MapsSection } from '../controls/MapsSection';
import { OrderedListSection } from '../controls/OrderedListSection';
import { PhotoPickerSection } from '../controls/PhotoPickerSection';
import { RichTextSection } from '../controls/RichTextSection';
import { SamplesSection } from '../controls/SamplesSection';
import { TimeAndCounterSection } from '../controls/TimeAndCounterSection';
import { UploadSection } from '../controls/UploadSection';
import '../controls/controls.css';

/** Developer page: the style guide of shared controls, each with its live value. */
export function ControlsPage() {
  return (
    <Page title="Controls" backHref="/" backText="Back">
      <div className="controls-page">
        <TimeAndCounterSection />
        <DateSection />
        <AutocompleteSection />
        <RichTextSection />
        <OrderedListSection />
        <UploadSection />
        <PhotoPickerSection />
        <MapsSection />
        <SamplesSection />
        <FormKitSection />
      </div>
    </Page>
  );
}
